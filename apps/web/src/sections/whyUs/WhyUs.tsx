import styled from 'styled-components'
import {
  Card,
  Grid,
  Heading,
  IconTile,
  Text,
  isIconName,
  tokens as t,
  type IconTileTone,
} from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

const tones: IconTileTone[] = ['primary', 'accent', 'success']

// `&&` outranks the Card's own gap, which React may emit after this rule in server rendering.
const Benefit = styled(Card)`
  && {
    gap: ${t.space[3]};
  }
`

const TileSpace = styled.div`
  margin-block-end: ${t.space[2]};
`

interface WhyUsProps {
  content: SectionContent<'whyUs'>
}

/** Three benefits (Speed, Kein Risiko, Effizienz), each with its icon. */
export function WhyUs({ content }: WhyUsProps) {
  const heading = text(content?.heading)
  const benefits = entries(content?.benefits).filter((benefit) => text(benefit.title))
  if (!content || !heading || benefits.length === 0) return null

  return (
    <LandingSection id="vorteile" intro={{ ...content, heading }}>
      <Grid as="ul" role="list" columns={{ md: 3 }}>
        {benefits.map((benefit, index) => (
          <Benefit forwardedAs="li" key={benefit._key} padding="lg" interactive>
            {isIconName(benefit.icon) ? (
              <TileSpace>
                <IconTile name={benefit.icon} size="lg" tone={tones[index % tones.length]} />
              </TileSpace>
            ) : null}
            <Heading level={3}>{benefit.title}</Heading>
            {text(benefit.text) ? <Text tone="muted">{benefit.text}</Text> : null}
          </Benefit>
        ))}
      </Grid>
    </LandingSection>
  )
}
