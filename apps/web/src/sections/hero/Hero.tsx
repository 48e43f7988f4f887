import styled from 'styled-components'
import { Eyebrow, Heading, Highlight, Icon, Section, Text, media, tokens as t } from '@repo/ui'
import { CtaButton, type CtaTargets } from '@/components/CtaButton'
import { entries, text } from '../guards'
import type { SectionContent } from '../types'
import { Actions } from '../shared/Actions'
import { splitHighlight } from './highlight'

const Grid = styled.div`
  display: grid;
  gap: ${t.space[12]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    gap: ${t.space[16]};
  }
`

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t.space[6]};
`

const Lead = styled(Text)`
  max-width: 36rem;
`

const Note = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.sm};

  & svg {
    color: ${t.color.successSoftFg};
  }
`

/* One styled list for all stats (the HTML weight rule): each stat is a plain `div`. */
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${t.space[3]};

  ${media.sm} {
    gap: ${t.space[4]};
  }

  /* The label comes first in the markup (dt before dd) but reads second. */
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${t.space[1]};
    padding: clamp(1rem, 0.75rem + 1vw, 1.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: linear-gradient(160deg, rgb(255 255 255 / 0.07), rgb(255 255 255 / 0.02));
    box-shadow: inset 0 1px 0 rgb(255 255 255 / 0.06);
  }
  > div:nth-child(3n + 1) dd {
    color: ${t.color.accentText};
  }

  dd {
    margin: 0;
    color: ${t.color.fg};
    font-size: ${t.fontSize['2xl']};
    font-weight: ${t.fontWeight.bold};
    line-height: 1.1;
    white-space: nowrap;
    letter-spacing: ${t.letterSpacing.tight};
    font-variant-numeric: tabular-nums;
  }

  dt {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.4;
  }
`

interface HeroProps {
  content: SectionContent<'hero'>
  targets: CtaTargets | null | undefined
}

/** Opening band: the page's h1 with its highlighted words, buttons, a note and key figures. */
export function Hero({ content, targets }: HeroProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const [before, highlighted, after] = splitHighlight(heading, text(content.highlight))
  const stats = entries(content.stats).filter((stat) => text(stat.value) && text(stat.label))
  const eyebrow = text(content.eyebrow)
  const lead = text(content.text)
  const note = text(content.note)

  return (
    <Section tone="dark" aria-labelledby="hero-heading">
      <Grid>
        <Copy>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading level={1} size="4xl" id="hero-heading">
            {before}
            {highlighted ? <Highlight>{highlighted}</Highlight> : null}
            {after}
          </Heading>
          {lead ? (
            <Lead size="lg" tone="muted">
              {lead}
            </Lead>
          ) : null}
          <Actions gap={3}>
            <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
            <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="outline" />
          </Actions>
          {note ? (
            <Note>
              <Icon name="check-circle" />
              {note}
            </Note>
          ) : null}
        </Copy>
        {stats.length > 0 ? (
          <Stats>
            {stats.map((stat) => (
              <div key={stat._key}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
        ) : null}
      </Grid>
    </Section>
  )
}
