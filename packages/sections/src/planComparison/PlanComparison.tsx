import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'
import './PlanComparison.css'

interface PlanComparisonProps {
  /** Anchor id; the heading gets `<id>-heading` and names the table. */
  id: string
  content: SectionOf<'planComparisonSection'>
  tone?: BandTone
}

/** Basic vs Premium as a table: one row per feature. */
export function PlanComparison({ id, content, tone }: PlanComparisonProps) {
  const heading = text(content?.heading)
  const columns = [content?.featureLabel, content?.basicLabel, content?.premiumLabel].map(text)
  const rows = entries(content?.rows).filter((row) => text(row.feature))
  if (!content || !heading || rows.length === 0 || columns.some((label) => !label)) return null

  return (
    <Band className="plan-comparison" id={id} tone={tone} intro={{ ...content, heading }}>
      <div className="frame">
        <table aria-labelledby={`${id}-heading`}>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.feature}</th>
                <td>{row.basic}</td>
                <td>{row.premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Band>
  )
}
