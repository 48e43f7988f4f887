import { yearlySavings } from './pricing'

describe('yearlySavings', () => {
  const discounted = (monthlyPrice: number, yearlyDiscountPercent: number) =>
    yearlySavings({ savingsRule: 'yearlyDiscount', monthlyPrice, yearlyDiscountPercent })

  it('yearly discount: monthly price × 12 × the plan’s discount (Scale, Start: 30 %)', () => {
    expect(discounted(399.99, 30)).toBe(1439.96)
    expect(discounted(249.99, 30)).toBe(899.96)
  })

  it('follows the discount the plan states', () => {
    expect(discounted(249.99, 25)).toBe(749.97)
    expect(discounted(100, 12.5)).toBe(150)
  })

  it('list price difference: (yearly list price − yearly price) × 13 (Priority)', () => {
    expect(
      yearlySavings({
        savingsRule: 'listPriceDifference',
        monthlyPrice: 249.99,
        yearlyPrice: 174.99,
        yearlyListPrice: 899.99,
      }),
    ).toBe(9425)
  })

  it.each([
    ['no rule', { monthlyPrice: 399.99 }],
    ['an unknown rule', { savingsRule: 'bogus' as never, monthlyPrice: 399.99 }],
    ['a missing price', { savingsRule: 'yearlyDiscount' as const, yearlyDiscountPercent: 30 }],
    ['a missing discount', { savingsRule: 'yearlyDiscount' as const, monthlyPrice: 399.99 }],
    ['a missing list price', { savingsRule: 'listPriceDifference' as const, yearlyPrice: 174.99 }],
    [
      'a price that is not a number',
      {
        savingsRule: 'yearlyDiscount' as const,
        monthlyPrice: '399' as never,
        yearlyDiscountPercent: 30,
      },
    ],
    [
      'a list price below the price',
      { savingsRule: 'listPriceDifference' as const, yearlyPrice: 200, yearlyListPrice: 100 },
    ],
  ])('is null for %s', (_case, plan) => {
    expect(yearlySavings(plan)).toBeNull()
  })
})
