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

  it('skips prices that are not numbers and gives nothing without a brand', () => {
    const plans = [{ name: 'Start', monthlyPrice: null, yearlyPrice: 174.99 }]
    expect(plansProductData('SalesSwipe', plans, labels)?.offers).toHaveLength(1)
    expect(plansProductData(undefined, plans, labels)).toBeNull()
  })
})
