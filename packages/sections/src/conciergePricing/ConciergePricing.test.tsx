import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { conciergePricingFixture as pricing } from '../testing/companyPages.fixture'
import { ConciergePricing } from './ConciergePricing'
import { asMatched } from '../testing/text'

const renderPricing = (content: typeof pricing) =>
  render(<ConciergePricing content={content} targets={settings} />)

const card = () => screen.getByRole('article', { name: pricing.planName })

describe('ConciergePricing', () => {
  it('shows the monthly price and the one-time setup fee in euros', () => {
    renderPricing(pricing)
    const price = (amount: RegExp) => within(card()).getByText(amount).parentElement
    expect(price(/^999\s€$/)).toHaveTextContent(/^999\s€ pro Monat$/)
    expect(price(/^499\s€$/)).toHaveTextContent(/^499\s€ einmalige Setup-Gebühr$/)
  })

  it('lists what is included, the terms and the setup guarantee', () => {
    renderPricing(pricing)
    const items = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([...pricing.features, ...pricing.terms])
    expect(card()).toHaveTextContent(asMatched(`Setup-Garantie ${pricing.guarantee.text}`))
    expect(card()).toHaveTextContent('Alle Preise zzgl. MwSt.')
  })

  it('books through the settings’ demo call and consultation targets', () => {
    renderPricing(pricing)
    expect(within(card()).getByRole('link', { name: 'Concierge buchen' })).toHaveAttribute(
      'href',
      settings.actions.demoCall,
    )
    expect(
      within(card()).getByRole('link', { name: 'Kostenloses Erstgespräch (15\u00a0Min.)' }),
    ).toHaveAttribute('href', settings.actions.consultation)
  })

  it('keeps the package without its secondary button', () => {
    renderPricing(normalisedSection<'conciergePricingSection'>({ ...pricing, secondaryCta: {} })!)
    expect(within(card()).getAllByRole('link')).toHaveLength(1)
    expect(within(card()).getByText(/^999\s€/)).toBeInTheDocument()
  })

  it.each([
    ['a setup fee that is not a number', { ...pricing, setupPrice: '499' }],
    ['no monthly price', { ...pricing, monthlyPrice: null }],
    ['no package name', { ...pricing, planName: '' }],
  ])('is left out with %s', (_case, content) => {
    expect(normalisedSection(content)).toBeUndefined()
  })
})
