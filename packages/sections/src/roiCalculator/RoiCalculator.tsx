import { fillTemplate, formatCount, formatPercent } from '../lib/format'
import { hyphenate } from '../lib/hyphenate'
import { plausibleAssumptions, roiEuro, workingRange, type RoiAssumptions } from './roi'
import type { RoiLabels } from './RoiCalculatorIsland'
import { RoiCalculatorIsland } from '../islands'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'

const styles = stylesheet('roi-calculator')

/** The assumptions in words, from the content's template filled with the formatted figures. */
function assumptionsNote(template: string, a: RoiAssumptions) {
  return fillTemplate(template, {
    headhunterFee: formatPercent(a.headhunterFeePercent),
    jobBoardsCost: roiEuro(a.jobBoardsCostPerHire),
    socialAdsCost: roiEuro(a.socialAdsCostPerHire),
    productPrice: roiEuro(a.productPrice),
    productPayments: formatCount(a.productPaymentsPerYear),
    daysSaved: formatCount(a.daysSavedPerHire),
    revenueShare: formatPercent(a.revenueSharePercent),
  })
}

/**
 * The labels with hyphenation points in their long words, set here on the server: the island
 * gets finished strings, the hyphenation patterns stay out of the browser. Templates are filled
 * in the island and keep their placeholders intact.
 */
const hyphenatedLabels = (labels: RoiLabels): RoiLabels =>
  Object.fromEntries(
    Object.entries(labels).map(([key, label]) => [
      key,
      key.endsWith('Template') ? label : hyphenate(label),
    ]),
  ) as unknown as RoiLabels

interface RoiCalculatorProps {
  content: SectionOf<'roiCalculatorSection'>
}

/**
 * Salary and hires sliders with what the product saves against each other way to hire, the yearly
 * cost of each way and the gains of hiring sooner.
 */
export function RoiCalculator({ content }: RoiCalculatorProps) {
  const { salary, hires, assumptions, labels } = content
  if (!workingRange(salary) || !workingRange(hires) || !plausibleAssumptions(assumptions)) {
    return null
  }

  return (
    <ContentSection id="roi-rechner" intro={content}>
      <div className="roi-calculator">
        <RoiCalculatorIsland
          salary={salary}
          hires={hires}
          assumptions={assumptions}
          labels={hyphenatedLabels(labels)}
        />
        <p className="roi-assumptions">
          {assumptionsNote(content.assumptionsTemplate, assumptions)}
        </p>
      </div>
      {styles}
    </ContentSection>
  )
}
