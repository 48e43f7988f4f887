const context = 'https://schema.org'

export interface PlanOffer {
  name: string
  description?: string
  monthlyPrice: number
  yearlyPrice: number
}

/** The plans as a Product with one Offer per plan and billing (prices per 4 weeks, net of VAT). */
export function plansProductData(
  brand: string | null | undefined,
  plans: PlanOffer[],
  billingLabels: { monthly: string; yearly: string },
) {
  const offers = plans.flatMap((plan) =>
    (
      [
        ['monthly', plan.monthlyPrice],
        ['yearly', plan.yearlyPrice],
      ] as const
    ).map(([billing, price]) => ({
      '@type': 'Offer',
      name: `${plan.name} (${billingLabels[billing]})`,
      price: price.toFixed(2),
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price.toFixed(2),
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
        billingDuration: 'P28D',
      },
      ...(plan.description ? { description: plan.description } : {}),
    })),
  )
  if (!brand || offers.length === 0) return null
  return {
    '@context': context,
    '@type': 'Product',
    name: brand,
    brand: { '@type': 'Brand', name: brand },
    offers,
  }
}
