import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings } from '../testing/fixtures'
import { conciergePricingFixture as pricing, malformed } from '../testing/companyPages.fixture'
import { ConciergePricing } from './ConciergePricing'
import { asMatched } from '../testing/text'

const renderPricing = (content: unknown = pricing) =>
  render(<ConciergePricing id="preis" content={malformed(content)} targets={settings} />)

const card = () => screen.getByRole('article', { name: pricing.planName! })

describe('ConciergePricing', () => {
  it('shows the monthly price and the one-time setup fee in euros', () => {
    renderPricing()
    const price = (amount: RegExp) => within(card()).getByText(amount).parentElement
    expect(price(/^999\s€$/)).toHaveTextContent(/^999\s€ pro Monat$/)
    expect(price(/^499\s€$/)).toHaveTextContent(/^499\s€ einmalige Setup-Gebühr$/)
  })

  it('lists what is included, the terms and the setup guarantee', () => {
    renderPricing()
    const items = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([...pricing.features!, ...pricing.terms!])
    expect(card()).toHaveTextContent(asMatched(`Setup-Garantie ${pricing.guarantee!.text}`))
    expect(card()).toHaveTextContent('Alle Preise zzgl. MwSt.')
  })

  it('books through the settings’ demo call and consultation targets', () => {
    renderPricing()
    expect(within(card()).getByRole('link', { name: 'Concierge buchen' })).toHaveAttribute(
      'href',
      settings.actions?.demoCall,
    )
    expect(
      within(card()).getByRole('link', { name: 'Kostenloses Erstgespräch (15\u00a0Min.)' }),
    ).toHaveAttribute('href', settings.actions?.consultation)
  })

  it('leaves out a setup fee that is not a number', () => {
    renderPricing({ ...pricing, setupPrice: '499' })
    expect(within(card()).queryByText(/499/)).not.toBeInTheDocument()
    expect(within(card()).getByText(/^999\s€/)).toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no monthly price', { ...pricing, monthlyPrice: null }],
    ['no package name', { ...pricing, planName: '' }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderPricing(content).container).toBeEmptyDOMElement()
  })
})
