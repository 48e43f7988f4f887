import { fillTemplate, formatCount, formatEuro, formatPercent } from '../lib/format'
import { text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { rangeSlider, roiAssumptions, type RoiAssumptions } from './roi'
import { RoiCalculatorIsland, type LabelledSlider, type RoiLabels } from './RoiCalculatorIsland'
import './RoiCalculator.css'

const labelKeys = [
  'savingsHeading',
  'savingsTemplate',
  'extraCostsTemplate',
  'perYearTemplate',
  'perHireTemplate',
  'costsHeading',
  'jobBoards',
  'socialAds',
  'headhunter',
  'product',
  'gainsHeading',
  'daysSaved',
  'daysTemplate',
  'extraRevenue',
] as const satisfies readonly (keyof RoiLabels)[]

/** Every result label, or undefined when one is missing (a figure without a name means nothing). */
function roiLabels(value: Partial<Record<keyof RoiLabels, unknown>> | null | undefined) {
  const labels: Partial<RoiLabels> = {}
  for (const key of labelKeys) {
    const label = text(value?.[key])
    if (!label) return undefined
    labels[key] = label
  }
  return labels as RoiLabels
}

function labelledSlider(value: { label?: unknown } | null | undefined): LabelledSlider | undefined {
  const range = rangeSlider(value)
  const label = text(value?.label)
  return range && label ? { ...range, label } : undefined
}

/** The assumptions in words, from the content's template filled with the formatted figures. */
function assumptionsNote(template: string | undefined, a: RoiAssumptions) {
  if (!template) return undefined
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
  const heading = text(content?.heading)
  const salary = labelledSlider(content?.salary)
  const hires = labelledSlider(content?.hires)
  const assumptions = roiAssumptions(content?.assumptions)
  const labels = roiLabels(content?.labels)
  if (!content || !heading || !salary || !hires || !assumptions || !labels) return null
  const note = assumptionsNote(text(content.assumptionsTemplate), assumptions)

  return (
    <ContentSection id="roi-rechner" intro={{ ...content, heading }}>
      <div className="roi-calculator">
        <RoiCalculatorIsland
          salary={salary}
          hires={hires}
          assumptions={assumptions}
          labels={labels}
        />
        {note ? <p className="roi-assumptions">{note}</p> : null}
      </div>
    </ContentSection>
  )
}
