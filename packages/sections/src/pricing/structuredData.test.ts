import { plansProductData } from './structuredData'

describe('plansProductData', () => {
  const labels = { monthly: 'Monatlich', yearly: 'Jährlich' }

  it('offers every plan per billing with its net price in EUR', () => {
    const data = plansProductData(
      'SalesSwipe',
      [{ name: 'Scale', monthlyPrice: 399.99, yearlyPrice: 279.99 }],
      labels,
    )
    expect(data?.name).toBe('SalesSwipe')
    expect(data?.offers).toEqual([
      expect.objectContaining({ name: 'Scale (Monatlich)', price: '399.99', priceCurrency: 'EUR' }),
      expect.objectContaining({ name: 'Scale (Jährlich)', price: '279.99', priceCurrency: 'EUR' }),
    ])
    expect(data?.offers[0]?.priceSpecification).toMatchObject({
      valueAddedTaxIncluded: false,
      billingDuration: 'P28D',
    })
  })

  it('gives nothing without a brand or without plans', () => {
    const plans = [{ name: 'Start', monthlyPrice: 249.99, yearlyPrice: 174.99 }]
    expect(plansProductData(null, plans, labels)).toBeNull()
    expect(plansProductData('SalesSwipe', [], labels)).toBeNull()
  })
})
