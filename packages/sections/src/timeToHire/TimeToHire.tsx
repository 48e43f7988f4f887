import type { CSSProperties } from 'react'
import { fillTemplate, formatCount } from '../lib/format'
import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import './TimeToHire.css'

interface TimeToHireProps {
  content: SectionOf<'timeToHireSection'>
}

/** A row's days as a positive whole number: written as one, or a key figure read as one. */
function wholeDays(value: unknown): number | undefined {
  const days = text(value)?.trim()
  return days && /^[1-9]\d*$/.test(days) ? Number(days) : undefined
}

/** Days from posting to hire for each way to hire, as bars, with the stages each way goes through. */
export function TimeToHire({ content }: TimeToHireProps) {
  const heading = text(content?.heading)
  const template = text(content?.daysTemplate)
  const rows = entries(content?.rows).flatMap((row) => {
    const days = wholeDays(row.days)
    return text(row.method) && days !== undefined ? [{ ...row, days }] : []
  })
  if (!content || !heading || !template || rows.length === 0) return null
  const slowest = Math.max(...rows.map((row) => row.days))
  const stagesLabel = text(content.stagesLabel)

  return (
    <ContentSection id="time-to-hire" intro={{ ...content, heading }} tone="muted">
      <ul className="time-to-hire">
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
      </ul>
    </ContentSection>
  )
}
