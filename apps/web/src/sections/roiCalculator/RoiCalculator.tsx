import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { fillTemplate, formatCount, formatEuro, formatPercent } from '@/lib/format'
import { text } from '../guards'
import type { CompanyComparisonPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'
import { rangeSlider, roiAssumptions, type RoiAssumptions } from './roi'
import { RoiCalculatorIsland, type LabelledSlider, type RoiLabels } from './RoiCalculatorIsland'

// Styles the island's plain elements (it cannot use styled-components itself).
const Frame = styled.div`
  .roi {
    display: grid;
    gap: ${t.space[6]};
    padding: clamp(1.25rem, 0.75rem + 2vw, 2.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.xl};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.lg};
  }

  .roi-inputs {
    display: grid;
    gap: ${t.space[6]};
    align-content: start;
  }

  .roi-slider {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    gap: ${t.space[2]} ${t.space[4]};
  }

  .roi-slider label {
    font-weight: ${t.fontWeight.semibold};
  }

  .roi-value {
    color: ${t.color.primarySoftFg};
    font-size: ${t.fontSize.xl};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }

  .roi-slider input {
    grid-column: 1 / -1;
    width: 100%;
    height: 2.75rem;
    margin: 0;
    accent-color: ${t.color.primary};
  }

  .roi-results {
    display: grid;
    gap: ${t.space[4]};
  }

  h3 {
    font-size: ${t.fontSize.lg};
  }

  dl {
    display: grid;
    gap: ${t.space[3]};
  }

  .roi-costs > div {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${t.space[1]} ${t.space[4]};
  }

  /* The amount as a bar, relative to the dearest way; decorative, the amount is in the text. */
  .roi-costs > div::after {
    content: '';
    grid-column: 1 / -1;
    height: 0.5rem;
    border-radius: ${t.radius.full};
    background: linear-gradient(
      to right,
      ${t.color.borderStrong} var(--share),
      ${t.color.bgMuted} var(--share)
    );
  }

  .roi-costs > [data-product]::after {
    background: linear-gradient(
      to right,
      ${t.color.primary} max(var(--share), 0.5rem),
      ${t.color.bgMuted} max(var(--share), 0.5rem)
    );
  }

  dd {
    font-weight: ${t.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  [data-product] dt,
  [data-product] dd {
    color: ${t.color.primarySoftFg};
    font-weight: ${t.fontWeight.bold};
  }

  .roi-gains {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  }

  .roi-gains > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${t.space[1]};
    padding: ${t.space[4]};
    border-radius: ${t.radius.md};
    background: ${t.color.successSoft};
  }

  .roi-gains dt {
    color: ${t.color.successSoftFg};
    font-size: ${t.fontSize.sm};
  }

  .roi-gains dd {
    color: ${t.color.fg};
    font-size: ${t.fontSize['2xl']};
    font-weight: ${t.fontWeight.bold};
    text-align: start;
  }

  .roi-assumptions {
    max-width: 60rem;
    margin: ${t.space[5]} auto 0;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    text-align: center;
  }

  ${media.lg} {
    .roi {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${t.space[12]};
    }
  }
`

const labelKeys = [
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
  const euro = (amount: number) => formatEuro(amount, { wholeEuros: true })
  return fillTemplate(template, {
    headhunterFee: formatPercent(a.headhunterFeePercent),
    jobBoardsCost: euro(a.jobBoardsCostPerHire),
    socialAdsCost: euro(a.socialAdsCostPerHire),
    productPrice: euro(a.productPrice),
    productPayments: formatCount(a.productPaymentsPerYear),
    daysSaved: formatCount(a.daysSavedPerHire),
    revenueShare: formatPercent(a.revenueSharePercent),
  })
}

interface RoiCalculatorProps {
  content: PageSectionContent<CompanyComparisonPage, 'roiCalculator'>
}

/** Salary and hires sliders with the yearly cost of each way to hire and the gains of hiring sooner. */
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
      <Frame>
        <RoiCalculatorIsland
          salary={salary}
          hires={hires}
          assumptions={assumptions}
          labels={labels}
        />
        {note ? <p className="roi-assumptions">{note}</p> : null}
      </Frame>
    </ContentSection>
  )
}
