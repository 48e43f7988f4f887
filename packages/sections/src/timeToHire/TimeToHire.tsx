import { stylesheet } from '../shared/stylesheet'
import type { CSSProperties } from 'react'
import { fillTemplate, formatCount } from '../lib/format'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('time-to-hire')

interface TimeToHireProps {
  content: SectionOf<'timeToHireSection'>
}

/** A row's days as a positive whole number: written as one, or a key figure read as one. */
function wholeDays(value: string): number | undefined {
  const days = value.trim()
  return /^[1-9]\d*$/.test(days) ? Number(days) : undefined
}

/** Days from posting to hire for each way to hire, as bars, with the stages each way goes through. */
export function TimeToHire({ content }: TimeToHireProps) {
  // A bar is drawn relative to the slowest way, so each needs a positive whole number of days.
  const rows = content.rows.flatMap((row) => {
    const days = wholeDays(row.days)
    return days === undefined ? [] : [{ ...row, days }]
  })
  if (rows.length === 0) return null
  const slowest = Math.max(...rows.map((row) => row.days))

  return (
    <ContentSection id="time-to-hire" intro={content} tone="muted">
      <ul className="time-to-hire">
        {rows.map((row, index) => {
          const share = { '--share': `${(row.days / slowest) * 100}%` } as CSSProperties
          return (
            <li key={index} data-product={row.isProduct ? '' : undefined}>
              <h3>{hyphenate(row.method)}</h3>
              <span className="days">
                {fillTemplate(content.daysTemplate, { days: formatCount(row.days) })}
              </span>
              <span className="bar" style={share} aria-hidden="true" />
              {row.stages.length > 0 ? (
                <ol className="stages" aria-label={content.stagesLabel}>
                  {row.stages.map((stage, index) => (
                    <li key={index}>{stage}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          )
        })}
      </ul>
      {styles}
    </ContentSection>
  )
}
