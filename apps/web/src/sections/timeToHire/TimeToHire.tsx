import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { fillTemplate, formatCount } from '@/lib/format'
import { entries, num, strings, text } from '../guards'
import type { CompanyComparisonPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'

const Methods = styled.ul`
  display: grid;
  gap: ${t.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    gap: ${t.space[2]} ${t.space[4]};
    padding: clamp(1rem, 0.75rem + 1vw, 1.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
  }

  > li[data-product] {
    border-color: ${t.color.primary};
    box-shadow: 0 0 0 1px ${t.color.primary};
  }

  h3 {
    font-size: ${t.fontSize.lg};
  }

  .days {
    font-size: ${t.fontSize.xl};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  [data-product] .days {
    color: ${t.color.primarySoftFg};
  }

  /* Length relative to the slowest way; decorative, the days are in the text. */
  .bar {
    grid-column: 1 / -1;
    height: 0.625rem;
    border-radius: ${t.radius.full};
    background: linear-gradient(
      to right,
      ${t.color.accent} var(--share),
      ${t.color.bgMuted} var(--share)
    );
  }

  [data-product] .bar {
    background: linear-gradient(
      to right,
      ${t.color.primary} var(--share),
      ${t.color.bgMuted} var(--share)
    );
  }

  .stages {
    display: flex;
    flex-wrap: wrap;
    grid-column: 1 / -1;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .stages li {
    padding: 0.125rem 0.625rem;
    border-radius: ${t.radius.full};
    background: ${t.color.bgMuted};
  }

  ${media.md} {
    > li {
      grid-template-columns: minmax(9rem, 1fr) 3fr auto;
      align-items: center;
    }

    .bar {
      grid-column: 2;
      grid-row: 1;
    }

    .stages {
      grid-column: 2 / -1;
    }
  }
`

interface TimeToHireProps {
  content: PageSectionContent<CompanyComparisonPage, 'timeToHire'>
}

/** Days from posting to hire for each way to hire, as bars, with the stages each way goes through. */
export function TimeToHire({ content }: TimeToHireProps) {
  const heading = text(content?.heading)
  const template = text(content?.daysTemplate)
  const rows = entries(content?.rows).flatMap((row) => {
    const days = num(row.days)
    return text(row.method) && days !== undefined && days > 0 ? [{ ...row, days }] : []
  })
  if (!content || !heading || !template || rows.length === 0) return null
  const slowest = Math.max(...rows.map((row) => row.days))
  const stagesLabel = text(content.stagesLabel)

  return (
    <ContentSection id="time-to-hire" intro={{ ...content, heading }} tone="muted">
      <Methods>
        {rows.map((row) => {
          const stages = strings(row.stages)
          const share = { '--share': `${(row.days / slowest) * 100}%` } as CSSProperties
          return (
            <li key={row._key} data-product={row.isProduct ? '' : undefined}>
              <h3>{row.method}</h3>
              <span className="days">
                {fillTemplate(template, { days: formatCount(row.days) })}
              </span>
              <span className="bar" style={share} aria-hidden="true" />
              {stages.length > 0 ? (
                <ol className="stages" aria-label={stagesLabel}>
                  {stages.map((stage, index) => (
                    <li key={`${index}-${stage}`}>{stage}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          )
        })}
      </Methods>
    </ContentSection>
  )
}
