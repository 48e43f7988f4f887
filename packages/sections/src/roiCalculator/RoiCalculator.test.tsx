import { fireEvent, render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { companyComparisonFixture } from '../testing/pages.fixture'
import { RoiCalculator } from './RoiCalculator'

const roi = companyComparisonFixture.roiCalculator
const labels = roi.labels

/** The figure shown next to a result's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling

const salarySlider = () => screen.getByRole('slider', { name: roi.salary.label })
const hiresSlider = () => screen.getByRole('slider', { name: roi.hires.label })

/** A content template with its placeholders filled in, whitespace as the DOM matchers see it. */
const filled = (template: string, values: Record<string, string>) =>
  Object.entries(values)
    .reduce((result, [name, value]) => result.replace(`{${name}}`, value), template)
    .replace(/\s+/g, ' ')
const days = (count: string) => filled(labels.daysTemplate, { days: count })

/** A saving as shown: its label from the channel's name, the amounts per year and per hire. */
function expectSaving(
  channel: 'headhunter' | 'socialAds' | 'jobBoards',
  perYear: string,
  perHire: string,
  { extraCosts = false } = {},
) {
  const template = extraCosts ? labels.extraCostsTemplate : labels.savingsTemplate
  const label = filled(template, { channel: labels[channel] })
  const amounts = figure(label)
  expect(amounts).toHaveTextContent(
    `${filled(labels.perYearTemplate, { amount: perYear })} ${filled(labels.perHireTemplate, { amount: perHire })}`,
  )
}

describe('RoiCalculator', () => {
  it('offers the two sliders with the content’s ranges and initial values', () => {
    render(<RoiCalculator content={roi} />)
    expect(salarySlider()).toHaveAttribute('min', '40000')
    expect(salarySlider()).toHaveAttribute('max', '120000')
    expect(salarySlider()).toHaveAttribute('step', '5000')
    expect(salarySlider()).toHaveValue('60000')
    expect(salarySlider()).toHaveAttribute('aria-valuetext', '60.000\u00a0€')
    expect(hiresSlider()).toHaveAttribute('min', '1')
    expect(hiresSlider()).toHaveAttribute('max', '20')
    expect(hiresSlider()).toHaveAttribute('step', '1')
    expect(hiresSlider()).toHaveValue('3')
  })

  it('shows the results of the initial values in German format, in whole euros (60,000 €, 3 hires)', () => {
    render(<RoiCalculator content={roi} />)
    expect(figure(labels.jobBoards)).toHaveTextContent('6.000 €')
    expect(figure(labels.socialAds)).toHaveTextContent('10.500 €')
    expect(figure(labels.headhunter)).toHaveTextContent('36.000 €')
    // 249.99 € × 12 = 2,999.88 €
    expect(figure(labels.product)).toHaveTextContent('3.000 €')
    expect(figure(labels.daysSaved)).toHaveTextContent(days('114'))
    expect(figure(labels.extraRevenue)).toHaveTextContent('2.850 €')
  })

  it('states the savings against each way to hire, per year and per hire, headhunter first', () => {
    render(<RoiCalculator content={roi} />)
    const savings = screen.getByRole('heading', { name: labels.savingsHeading })
      .nextElementSibling as HTMLElement
    expect(
      within(savings)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(
      (['headhunter', 'socialAds', 'jobBoards'] as const).map((channel) =>
        filled(labels.savingsTemplate, { channel: labels[channel] }),
      ),
    )
    // 36,000 − 2,999.88 = 33,000.12 a year, ÷ 3 hires = 11,000.04.
    expectSaving('headhunter', '33.000 €', '11.000 €')
    expectSaving('socialAds', '7.500 €', '2.500 €')
    expectSaving('jobBoards', '3.000 €', '1.000 €')
  })

  it('names extra costs as such where the product costs more', () => {
    render(<RoiCalculator content={roi} />)
    fireEvent.change(hiresSlider(), { target: { value: '1' } })
    // One hire: job boards 2,000 € and social ads 3,500 € against 2,999.88 €, shown as 3.000 €:
    // each difference reads as the one of the figures beside it.
    expect(figure(labels.product)).toHaveTextContent('3.000 €')
    expectSaving('jobBoards', '1.000 €', '1.000 €', { extraCosts: true })
    expectSaving('socialAds', '500 €', '500 €')
    expectSaving('headhunter', '9.000 €', '9.000 €')
  })

  it('updates the results live as the sliders move', () => {
    render(<RoiCalculator content={roi} />)
    fireEvent.change(salarySlider(), { target: { value: '65000' } })
    expect(salarySlider()).toHaveAttribute('aria-valuetext', '65.000\u00a0€')
    expect(figure(labels.headhunter)).toHaveTextContent('39.000 €')
    expect(figure(labels.extraRevenue)).toHaveTextContent('3.088 €')
    expectSaving('headhunter', '36.000 €', '12.000 €')

    fireEvent.change(hiresSlider(), { target: { value: '20' } })
    expect(figure(labels.jobBoards)).toHaveTextContent('40.000 €')
    expect(figure(labels.socialAds)).toHaveTextContent('70.000 €')
    expect(figure(labels.headhunter)).toHaveTextContent('260.000 €')
    expect(figure(labels.product)).toHaveTextContent('3.000 €')
    expect(figure(labels.daysSaved)).toHaveTextContent(days('760'))
    // 760 / 30 × 65,000 / 12 × 0.15 = 20,583.33
    expect(figure(labels.extraRevenue)).toHaveTextContent('20.583 €')
    // 260,000 − 2,999.88 = 257,000.12, ÷ 20 = 12,850.006.
    expectSaving('headhunter', '257.000 €', '12.850 €')
  })

  it('announces result changes politely to screen readers', () => {
    render(<RoiCalculator content={roi} />)
    const results = screen.getByText(labels.costsHeading).parentElement!
    expect(results).toHaveAttribute('aria-live', 'polite')
    expect(within(results).getByText(labels.headhunter)).toBeInTheDocument()
  })

  it('states the assumptions with the figures formatted', () => {
    render(<RoiCalculator content={roi} />)
    const figures = {
      headhunterFee: '20 %',
      jobBoardsCost: '2.000 €',
      socialAdsCost: '3.500 €',
      productPrice: '249,99 €',
      productPayments: '12',
      daysSaved: '38',
      revenueShare: '15 %',
    }
    for (const name of Object.keys(figures)) {
      expect(roi.assumptionsTemplate).toContain(`{${name}}`)
    }
    const note = filled(roi.assumptionsTemplate, figures)
    expect(screen.getByText(note)).toBeInTheDocument()
  })

  it.each([
    ['a salary range that cannot work', { ...roi, salary: { ...roi.salary, step: 7000 } }],
    ['a negative assumption', { ...roi, assumptions: { ...roi.assumptions, productPrice: -1 } }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<RoiCalculator content={content} />).container).toBeEmptyDOMElement()
  })

  it.each([
    ['a slider without a label', { ...roi, hires: { ...roi.hires, label: ' ' } }],
    ['a missing assumption', { ...roi, assumptions: { ...roi.assumptions, productPrice: null } }],
    ['a missing result label', { ...roi, labels: { ...roi.labels, headhunter: null } }],
    ['a missing assumptions template', { ...roi, assumptionsTemplate: '' }],
  ])('is left out for %s', (_case, content) => {
    expect(normalisedSection(content)).toBeUndefined()
  })
})
