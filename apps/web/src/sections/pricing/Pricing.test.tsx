import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { settingsFixture as settings } from '@/shell/settings.fixture'
import { landingFixture, malformed } from '../landing.fixture'
import { Pricing } from './Pricing'

const pricing = landingFixture.pricing!
const [priority, scale, start] = pricing.plans

const renderPricing = (content: unknown = pricing) =>
  render(<Pricing content={malformed(content)} targets={settings} />)

const plan = (name: string) => screen.getByRole('heading', { name }).closest('article')!

// \s matches the no-break space Intl puts before the euro sign.
const euro = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`)

describe('Pricing', () => {
  it('offers monthly and yearly billing as radios, yearly checked by default', async () => {
    renderPricing()
    const group = screen.getByRole('group', { name: 'Abrechnungszeitraum' })
    const yearly = within(group).getByRole('radio', { name: /Jährlich/ })
    const monthly = within(group).getByRole('radio', { name: 'Monatlich' })
    expect(yearly).toBeChecked()
    expect(monthly).not.toBeChecked()
    await userEvent.click(monthly)
    expect(monthly).toBeChecked()
    expect(yearly).not.toBeChecked()
  })

  it('renders both billings’ prices without JS, strikes list prices with a spoken label', () => {
    renderPricing()
    const card = plan('Priority')
    expect(within(card).getByText(euro('249,99'))).toBeInTheDocument()
    expect(within(card).getByText(euro('174,99'))).toBeInTheDocument()
    const struck = [...card.querySelectorAll('s')].map((s) => s.textContent)
    expect(struck).toEqual([
      expect.stringMatching(/^statt 1\.285,70\s€$/),
      expect.stringMatching(/^statt 899,99\s€$/),
    ])
    expect(plan('Scale').querySelector('s')).toBeNull()
  })

  it.each([
    ['Priority', '9.425,00'],
    ['Scale', '1.439,96'],
    ['Start', '899,96'],
  ])('shows the yearly saving of %s: %s €', (name, amount) => {
    renderPricing()
    expect(
      within(plan(name)).getByText(new RegExp(`^Du sparst ${euro(amount).source} im Jahr$`)),
    ).toBeInTheDocument()
  })

  it('shows how many Priority places are taken, as text and as a progress bar', () => {
    renderPricing()
    const bar = within(plan('Priority')).getByRole('progressbar', {
      name: '433/500 Plätze vergeben',
    })
    expect(bar).toHaveAttribute('value', '433')
    expect(bar).toHaveAttribute('max', '500')
    expect(within(plan('Scale')).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('lists trial, limits, features and the yearly bonus toolkit', () => {
    renderPricing()
    const card = plan('Priority')
    expect(within(card).getByText('14 Tage kostenlos testen')).toBeInTheDocument()
    expect(within(card).getByText('Unbegrenzte Likes')).toBeInTheDocument()
    expect(within(card).getByText('Recruiting-Toolkit als Jahresbonus')).toBeInTheDocument()
    expect(within(card).getByText(/^997\s€$/)).toBeInTheDocument()
    expect(within(plan('Scale')).getByText('30 Likes pro Tag')).toBeInTheDocument()
    expect(within(plan('Start')).getByText('3 aktive Jobs')).toBeInTheDocument()
    expect(within(plan('Start')).getByText('7 Tage kostenlos testen')).toBeInTheDocument()
    expect(screen.getByText('Alle Preise zzgl. MwSt.')).toBeInTheDocument()
  })

  it('signs up in a new tab', () => {
    renderPricing()
    const button = within(plan('Priority')).getByRole('link', { name: 'Launch-Platz sichern' })
    expect(button).toHaveAttribute('href', settings.appRegisterUrl)
    expect(button).toHaveAttribute('target', '_blank')
  })

  it('skips a plan without prices and shows no saving it cannot compute', () => {
    const broken = { ...scale, _id: 'broken', name: 'Kaputt', monthlyPrice: null, yearlyPrice: 'x' }
    const noRule = { ...start, savingsRule: null }
    renderPricing({ ...pricing, plans: [priority, broken, noRule, null] })
    expect(screen.queryByRole('heading', { name: 'Kaputt' })).not.toBeInTheDocument()
    expect(within(plan('Start')).queryByText(/Du sparst/)).not.toBeInTheDocument()
    expect(within(plan('Priority')).getByText(/Du sparst/)).toBeInTheDocument()
  })

  it('shows yearly prices only when the toggle labels are missing', () => {
    renderPricing({ ...pricing, monthlyLabel: null })
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Priority' })).toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no plans', { ...pricing, plans: [] }],
    ['no heading', { ...pricing, heading: null }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderPricing(content).container).toBeEmptyDOMElement()
  })
})
