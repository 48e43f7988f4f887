import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { Pricing } from './Pricing'
import { asMatched } from '../testing/text'

const pricing = landingFixture.pricing
const [priority, scale, start] = pricing.plans

const renderPricing = (content: typeof pricing) =>
  render(<Pricing content={content} targets={settings} />)

const plan = (name: string) => screen.getByRole('heading', { name }).closest('article')!

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// \s matches the no-break space Intl puts before the euro sign.
const euro = (amount: string) => new RegExp(`${escape(amount)}\\s€`)
/** A content template with its placeholders filled in, e.g. "{days} Tage …" with 14. */
const filled = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{${name}}`, value),
    template,
  )

describe('Pricing', () => {
  it('offers monthly and yearly billing as radios, yearly checked by default', async () => {
    renderPricing(pricing)
    const group = screen.getByRole('group', { name: pricing.billingLegend })
    const yearly = within(group).getByRole('radio', {
      name: new RegExp(`^${escape(pricing.yearlyLabel)}`),
    })
    const monthly = within(group).getByRole('radio', { name: pricing.monthlyLabel })
    expect(yearly).toBeChecked()
    expect(monthly).not.toBeChecked()
    await userEvent.click(monthly)
    expect(monthly).toBeChecked()
    expect(yearly).not.toBeChecked()
  })

  it('renders both billings’ prices without JS, strikes list prices with a spoken label', () => {
    renderPricing(pricing)
    const card = plan('Priority')
    expect(within(card).getByText(euro('249,99'))).toBeInTheDocument()
    expect(within(card).getByText(euro('174,99'))).toBeInTheDocument()
    const struck = [...card.querySelectorAll('s')].map((s) => s.textContent)
    const listPrice = (amount: string) =>
      expect.stringMatching(
        new RegExp(`^${escape(pricing.listPriceLabel)} ${euro(amount).source}$`),
      )
    expect(struck).toEqual([listPrice('1.285,70'), listPrice('899,99')])
    expect(plan('Scale').querySelector('s')).toBeNull()
  })

  it.each([
    ['Priority', '9.425,00'],
    ['Scale', '1.439,96'],
    ['Start', '899,96'],
  ])('shows the yearly saving of %s: %s €', (name, amount) => {
    renderPricing(pricing)
    const [before, after] = pricing.savingsTemplate.split('{amount}').map(escape)
    expect(
      within(plan(name)).getByText(new RegExp(`^${before}${euro(amount).source}${after}$`)),
    ).toBeInTheDocument()
  })

  it('shows how many Priority places are taken, as text and as a progress bar', () => {
    renderPricing(pricing)
    const bar = within(plan('Priority')).getByRole('progressbar', {
      name: filled(pricing.counterTemplate, { claimed: '433', limit: '500' }),
    })
    expect(bar).toHaveAttribute('value', '433')
    expect(bar).toHaveAttribute('max', '500')
    expect(within(plan('Scale')).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('lists trial, limits, features and the yearly bonus toolkit', () => {
    renderPricing(pricing)
    const card = plan('Priority')
    const trial = (days: string) => filled(pricing.trialTemplate, { days })
    expect(within(card).getByText(asMatched(trial('14')))).toBeInTheDocument()
    expect(within(card).getByText(pricing.unlimitedLikesLabel)).toBeInTheDocument()
    expect(within(card).getByText(pricing.unlimitedJobsLabel)).toBeInTheDocument()
    for (const feature of priority!.features) {
      expect(within(card).getByText(feature)).toBeInTheDocument()
    }
    const bonus = within(card).getByText(priority!.yearlyBonus!.title).closest('.bonus')!
    expect(within(bonus as HTMLElement).getByText(/^997\s€$/)).toBeInTheDocument()
    for (const item of priority!.yearlyBonus!.items) {
      expect(within(bonus as HTMLElement).getByText(asMatched(item))).toBeInTheDocument()
    }
    expect(
      within(plan('Scale')).getByText(filled(pricing.likesTemplate, { count: '30' })),
    ).toBeInTheDocument()
    expect(
      within(plan('Start')).getByText(filled(pricing.jobsTemplate, { count: '3' })),
    ).toBeInTheDocument()
    expect(within(plan('Start')).getByText(asMatched(trial('7')))).toBeInTheDocument()
    expect(screen.getByText(asMatched(pricing.vatNote))).toBeInTheDocument()
  })

  it('signs up in a new tab', () => {
    renderPricing(pricing)
    const button = within(plan('Priority')).getByRole('link', { name: priority!.cta.label })
    expect(button).toHaveAttribute('href', settings.appRegisterUrl)
    expect(button).toHaveAttribute('target', '_blank')
  })

  it('skips a plan without prices and shows no saving it cannot compute', () => {
    const broken = { ...scale, _id: 'broken', name: 'Kaputt', monthlyPrice: null, yearlyPrice: 'x' }
    const noSaving = { ...start, yearlyListPrice: null, savingsRule: 'listPriceDifference' }
    const content = normalisedSection<'pricingSection'>({
      ...pricing,
      plans: [priority, broken, noSaving, null],
    })!
    renderPricing(content)
    expect(screen.queryByRole('heading', { name: 'Kaputt' })).not.toBeInTheDocument()
    const saving = pricing.savingsTemplate.split('{amount}')[0]!.trim()
    expect(within(plan('Start')).queryByText(saving, { exact: false })).not.toBeInTheDocument()
    expect(within(plan('Priority')).getByText(saving, { exact: false })).toBeInTheDocument()
  })

  it.each([
    ['no heading', { ...pricing, heading: null }],
    ['no billing label', { ...pricing, monthlyLabel: null }],
  ])('is left out with %s', (_case, content) => {
    expect(normalisedSection(content)).toBeUndefined()
  })

  it('renders nothing without plans', () => {
    expect(renderPricing({ ...pricing, plans: [] }).container).toBeEmptyDOMElement()
  })
})
