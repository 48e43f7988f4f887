import { text } from '../lib/text'

const context = 'https://schema.org'

export interface PlanOffer {
  name?: string | null
  description?: string | null
  monthlyPrice?: number | null
  yearlyPrice?: number | null
}

/** The plans as a Product with one Offer per plan and billing (prices per 4 weeks, net of VAT). */
export function plansProductData(
  brand: string | undefined,
  plans: PlanOffer[],
  billingLabels: { monthly?: string | null; yearly?: string | null },
) {
  const offers = plans.flatMap((plan) => {
    const name = text(plan.name)
    if (!name) return []
    return (
      [
        ['monthly', plan.monthlyPrice],
        ['yearly', plan.yearlyPrice],
      ] as const
    )
      .filter(([, price]) => typeof price === 'number' && Number.isFinite(price))
      .map(([billing, price]) => ({
        '@type': 'Offer',
        name: text(billingLabels[billing]) ? `${name} (${billingLabels[billing]})` : name,
        price: (price as number).toFixed(2),
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: (price as number).toFixed(2),
          priceCurrency: 'EUR',
          valueAddedTaxIncluded: false,
          billingDuration: 'P28D',
        },
        ...(text(plan.description) ? { description: plan.description } : {}),
      }))
  })
  if (!brand || offers.length === 0) return null
  return {
    '@context': context,
    '@type': 'Product',
    name: brand,
    brand: { '@type': 'Brand', name: brand },
    offers,
  }
}
