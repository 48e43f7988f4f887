import { stylesheet } from '../shared/stylesheet'
import { fillTemplate, formatCount, formatEuro, formatPercent } from '../lib/format'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { plausibleAssumptions, workingRange, type RoiAssumptions } from './roi'
import { RoiCalculatorIsland } from '../islands'

const styles = stylesheet('roi-calculator')

/** The assumptions in words, from the content's template filled with the formatted figures. */
function assumptionsNote(template: string, a: RoiAssumptions) {
  return fillTemplate(template, {
    headhunterFee: formatPercent(a.headhunterFeePercent),
    jobBoardsCost: formatEuro(a.jobBoardsCostPerHire),
    socialAdsCost: formatEuro(a.socialAdsCostPerHire),
    productPrice: formatEuro(a.productPrice),
    productPayments: formatCount(a.productPaymentsPerYear),
    daysSaved: formatCount(a.daysSavedPerHire),
    revenueShare: formatPercent(a.revenueSharePercent),
  })
}

interface RoiCalculatorProps {
  content: SectionOf<'roiCalculatorSection'>
}

/**
 * Salary and hires sliders with what the product saves against each other way to hire, the yearly
 * cost of each way and the gains of hiring sooner. Every amount in euros and cents.
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
          labels={labels}
        />
        <p className="roi-assumptions">
          {assumptionsNote(content.assumptionsTemplate, assumptions)}
        </p>
      </div>
      {styles}
    </ContentSection>
  )
}
