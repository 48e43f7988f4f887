import styled from 'styled-components'
import {
  Card,
  Heading,
  IconTile,
  Text,
  isIconName,
  media,
  tokens as t,
  type IconTileTone,
} from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

const tones: IconTileTone[] = ['primary', 'accent', 'success']

// Styles the plain parts of every benefit card once (no style tag per card).
const Benefits = styled.ul`
  display: grid;
  gap: ${t.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    gap: ${t.space[3]};
  }

  .benefit-icon {
    margin-block-end: ${t.space[2]};
  }
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
      <Benefits role="list">
        {benefits.map((benefit, index) => (
          <Card as="li" key={benefit._key} padding="lg" interactive>
            {isIconName(benefit.icon) ? (
              <IconTile
                name={benefit.icon}
                size="lg"
                tone={tones[index % tones.length]}
                className="benefit-icon"
              />
            ) : null}
            <Heading level={3}>{benefit.title}</Heading>
            {text(benefit.text) ? <Text tone="muted">{benefit.text}</Text> : null}
          </Card>
        ))}
      </Benefits>
    </LandingSection>
  )
}
