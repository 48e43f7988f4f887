import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { stylesheet } from '../shared/stylesheet'

const styles = stylesheet('plan-comparison')

interface PlanComparisonProps {
  content: SectionOf<'planComparisonSection'>
}

/** Basic vs Premium as a table: one row per feature. */
export function PlanComparison({ content }: PlanComparisonProps) {
  const id = anchor(content, 'pakete')
  if (content.rows.length === 0) return null
  const columns = [content.featureLabel, content.basicLabel, content.premiumLabel]

  return (
    <Band className="plan-comparison" id={id} tone={bandTone(content)} intro={content}>
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
