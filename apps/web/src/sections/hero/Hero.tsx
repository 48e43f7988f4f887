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

/* One rule set for every figure: the label comes first in the markup (dt before dd) but reads second. */
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${t.space[3]};

  ${media.sm} {
    gap: ${t.space[4]};
  }

  & > div {
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

  & dd {
    margin: 0;
    color: ${t.color.fg};
    font-size: ${t.fontSize['2xl']};
    font-weight: ${t.fontWeight.bold};
    line-height: 1.1;
    white-space: nowrap;
    letter-spacing: ${t.letterSpacing.tight};
    font-variant-numeric: tabular-nums;
  }

  & > div:nth-child(3n + 1) dd {
    color: ${t.color.accentText};
  }

  & dt {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.4;
  }
`

/* A numbered list on a glass panel; the numbers are the list's own counter. */
const NextSteps = styled.div`
  padding: clamp(1.25rem, 1rem + 1.5vw, 2rem);
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.xl};
  background: linear-gradient(160deg, rgb(255 255 255 / 0.08), rgb(255 255 255 / 0.02));
  box-shadow: inset 0 1px 0 rgb(255 255 255 / 0.06);

  & h2 {
    margin: 0 0 ${t.space[5]};
    color: ${t.color.fg};
    font-size: ${t.fontSize.lg};
    line-height: ${t.lineHeight.snug};
  }

  & ol {
    display: grid;
    gap: ${t.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: next-step;
  }

  & li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${t.space[4]};
    counter-increment: next-step;
  }

  & li::before {
    content: counter(next-step);
    content: counter(next-step) / '';
    grid-row: span 2;
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${t.radius.full};
    background: ${t.color.accent};
    color: ${t.color.accentFg};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }

  & li:first-child::before {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }

  & .step-title {
    color: ${t.color.fg};
    font-weight: ${t.fontWeight.semibold};
    line-height: ${t.lineHeight.snug};
  }

  & .step-text {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
  }
`

const Aside = styled.div`
  display: grid;
  gap: ${t.space[6]};
`

interface HeroProps {
  content: SectionContent<'hero'>
  targets: CtaTargets | null | undefined
}

/**
 * Opening band: the page's h1 with its highlighted words, buttons and a note; beside it the next
 * steps and key figures, where content has them.
 */
export function Hero({ content, targets }: HeroProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const [before, highlighted, after] = splitHighlight(heading, text(content.highlight))
  const stats = entries(content.stats).filter((stat) => text(stat.value) && text(stat.label))
  const eyebrow = text(content.eyebrow)
  const lead = text(content.text)
  const note = text(content.note)
  const nextSteps = entries(content.nextSteps?.steps).filter((step) => text(step.title))
  const stepsHeading = text(content.nextSteps?.heading)

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
        {nextSteps.length > 0 || stats.length > 0 ? (
          <Aside>
            {nextSteps.length > 0 ? (
              <NextSteps>
                {stepsHeading ? <h2>{stepsHeading}</h2> : null}
                <ol>
                  {nextSteps.map((step) => (
                    <li key={step._key}>
                      <span className="step-title">{step.title}</span>
                      {text(step.text) ? <span className="step-text">{step.text}</span> : null}
                    </li>
                  ))}
                </ol>
              </NextSteps>
            ) : null}
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
          </Aside>
        ) : null}
      </Grid>
    </Section>
  )
}
