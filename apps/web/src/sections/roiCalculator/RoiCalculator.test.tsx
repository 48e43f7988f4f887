import { fireEvent, render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { companyComparisonFixture } from '../pages.fixture'
import { RoiCalculator } from './RoiCalculator'

const roi = companyComparisonFixture.roiCalculator!

/** The figure shown next to a result's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling

const salarySlider = () => screen.getByRole('slider', { name: 'Durchschnittliches Jahresgehalt' })
const hiresSlider = () => screen.getByRole('slider', { name: 'Einstellungen pro Jahr' })

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

  it('shows the results of the initial values in German format (60,000 €, 3 hires)', () => {
    render(<RoiCalculator content={roi} />)
    expect(figure('Jobbörsen')).toHaveTextContent('6.000 €')
    expect(figure('Social Ads')).toHaveTextContent('10.500 €')
    expect(figure('Headhunter')).toHaveTextContent('36.000 €')
    expect(figure('SalesSwipe')).toHaveTextContent('2.999,88 €')
    expect(figure('Gesparte Tage bis zur Besetzung')).toHaveTextContent('114 Tage')
    expect(figure('Zusätzlicher Umsatz durch frühere Besetzung')).toHaveTextContent('2.850 €')
  })

  it('updates the results live as the sliders move', () => {
    render(<RoiCalculator content={roi} />)
    fireEvent.change(salarySlider(), { target: { value: '65000' } })
    expect(salarySlider()).toHaveAttribute('aria-valuetext', '65.000\u00a0€')
    expect(figure('Headhunter')).toHaveTextContent('39.000 €')
    expect(figure('Zusätzlicher Umsatz durch frühere Besetzung')).toHaveTextContent('3.087,50 €')

    fireEvent.change(hiresSlider(), { target: { value: '20' } })
    expect(figure('Jobbörsen')).toHaveTextContent('40.000 €')
    expect(figure('Social Ads')).toHaveTextContent('70.000 €')
    expect(figure('Headhunter')).toHaveTextContent('260.000 €')
    expect(figure('SalesSwipe')).toHaveTextContent('2.999,88 €')
    expect(figure('Gesparte Tage bis zur Besetzung')).toHaveTextContent('760 Tage')
    // 760 / 30 × 65,000 / 12 × 0.15 = 20,583.33
    expect(figure('Zusätzlicher Umsatz durch frühere Besetzung')).toHaveTextContent('20.583,33 €')
  })

  it('announces result changes politely to screen readers', () => {
    render(<RoiCalculator content={roi} />)
    const results = screen.getByText('Recruiting-Kosten pro Jahr').parentElement!
    expect(results).toHaveAttribute('aria-live', 'polite')
    expect(within(results).getByText('Headhunter')).toBeInTheDocument()
  })

  it('states the assumptions with the figures formatted', () => {
    render(<RoiCalculator content={roi} />)
    expect(
      screen.getByText(/^Annahmen:/, { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toHaveTextContent(
      'Annahmen: Headhunter 20 %, Jobbörsen 2.000 €, Social Ads 3.500 €, SalesSwipe 249,99 € × 12, 38 Tage, 15 %.',
    )
  })

  it.each([
    ['no content', null],
    ['a salary range that cannot work', { ...roi, salary: { ...roi.salary, step: 7000 } }],
    ['a slider without a label', { ...roi, hires: { ...roi.hires, label: '' } }],
    ['a missing assumption', { ...roi, assumptions: { ...roi.assumptions, productPrice: null } }],
    ['a missing result label', { ...roi, labels: { ...roi.labels, headhunter: null } }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<RoiCalculator content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
