import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { Heading, Text, media, tokens as t } from '@repo/ui'
import { formatPercent } from '@/lib/format'
import { entries, num, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

// One styled list for all stages; each stage passes its width and shade as custom properties.
const Stages = styled.ol`
  display: grid;
  gap: ${t.space[3]};
  max-width: 60rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${t.space[3]} ${t.space[8]};
    align-items: center;
  }

  ${media.md} {
    & > li {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }

  /* Bars narrow step by step into a funnel; the printed figure carries the value. */
  .funnel-bar {
    justify-self: center;
    display: grid;
    place-items: center;
    width: var(--bar-width);
    min-height: 4.5rem;
    border-radius: ${t.radius.md};
    background: linear-gradient(
      100deg,
      color-mix(in srgb, ${t.color.primary} var(--bar-from), ${t.color.highlightTo}),
      color-mix(in srgb, ${t.color.primary} var(--bar-to), ${t.color.highlightTo})
    );
    color: ${t.color.primaryFg};
    box-shadow: ${t.shadow.md};
  }

  .funnel-bar > p {
    font-size: ${t.fontSize['2xl']};
    font-weight: ${t.fontWeight.bold};
    letter-spacing: ${t.letterSpacing.tight};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .funnel-copy {
    display: grid;
    gap: ${t.space[1]};
    text-align: center;
  }

  ${media.md} {
    .funnel-copy {
      text-align: start;
    }
  }
`

/** A bar's width and gradient stops for its position in the funnel. */
function barStyle(index: number, narrowing: number): CSSProperties {
  const step = Math.min(index, 3)
  return {
    '--bar-width': `${100 - index * narrowing}%`,
    '--bar-from': `${100 - step * 22}%`,
    '--bar-to': `${78 - step * 22}%`,
  } as CSSProperties
}

interface FunnelProps {
  content: SectionContent<'funnel'>
}

/** The four filter stages from all profiles to fully matched candidates. */
export function Funnel({ content }: FunnelProps) {
  const heading = text(content?.heading)
  const stages = entries(content?.stages).filter(
    (stage) => num(stage.percent) !== undefined && text(stage.label),
  )
  if (!content || !heading || stages.length === 0) return null
  const narrowing = stages.length > 1 ? 55 / (stages.length - 1) : 0

  return (
    <LandingSection id="trichter" intro={{ ...content, heading }}>
      <Stages>
        {stages.map((stage, index) => (
          <li key={stage._key}>
            <div className="funnel-bar" style={barStyle(index, narrowing)}>
              <p>{formatPercent(stage.percent ?? 0)}</p>
            </div>
            <div className="funnel-copy">
              <Heading level={3} size="lg">
                {stage.label}
              </Heading>
              {text(stage.text) ? (
                <Text size="sm" tone="muted">
                  {stage.text}
                </Text>
              ) : null}
            </div>
          </li>
        ))}
      </Stages>
    </LandingSection>
  )
}
