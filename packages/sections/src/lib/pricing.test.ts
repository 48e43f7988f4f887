import { yearlySavings } from './pricing'

describe('yearlySavings', () => {
  it('yearly discount: monthly price × 12 × 0.3 (Scale, Start)', () => {
    expect(yearlySavings({ savingsRule: 'yearlyDiscount', monthlyPrice: 399.99 })).toBe(1439.96)
    expect(yearlySavings({ savingsRule: 'yearlyDiscount', monthlyPrice: 249.99 })).toBe(899.96)
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
    ['a missing price', { savingsRule: 'yearlyDiscount' as const }],
    ['a missing list price', { savingsRule: 'listPriceDifference' as const, yearlyPrice: 174.99 }],
    [
      'a price that is not a number',
      { savingsRule: 'yearlyDiscount' as const, monthlyPrice: '399' as never },
    ],
    [
      'a list price below the price',
      { savingsRule: 'listPriceDifference' as const, yearlyPrice: 200, yearlyListPrice: 100 },
    ],
  ])('is null for %s', (_case, plan) => {
    expect(yearlySavings(plan)).toBeNull()
  })
})
