import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'

const styles = stylesheet('plan-comparison')

interface PlanComparisonProps {
  /** Anchor id; the heading gets `<id>-heading` and names the table. */
  id: string
  content: SectionOf<'planComparisonSection'>
  tone?: BandTone
}

/** Basic vs Premium as a table: one row per feature. */
export function PlanComparison({ id, content, tone }: PlanComparisonProps) {
  if (content.rows.length === 0) return null
  const columns = [content.featureLabel, content.basicLabel, content.premiumLabel]

  return (
    <Band className="plan-comparison" id={id} tone={tone} intro={content}>
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
            {content.rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.feature}</th>
                <td>{row.basic}</td>
                <td>{row.premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {styles}
    </Band>
  )
}
