// Savings shown in the yearly view of a pricing plan (spec section 9). Prices are EUR per 4 weeks.

/** The copy counts a year as 12 months for the discount... */
export const MONTHS_PER_YEAR = 12
/** ...and as 13 four-week billing cycles against a list price. */
export const BILLING_CYCLES_PER_YEAR = 13

export type SavingsRule = 'yearlyDiscount' | 'listPriceDifference'

export interface SavingsInput {
  savingsRule?: SavingsRule | null
  monthlyPrice?: number | null
  /** The plan's discount for yearly prepayment, in percent (content, e.g. 30). */
  yearlyDiscountPercent?: number | null
  yearlyPrice?: number | null
  yearlyListPrice?: number | null
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Rounds to cents, so binary fractions (399.99 × 3.6) never show as 1.439,9639…. */
const toCents = (amount: number) => Math.round(amount * 100) / 100

/**
 * The yearly saving of a plan in EUR, or null when its rule or prices are missing or make no
 * sense (a negative saving is never advertised).
 * - `yearlyDiscount`: monthly price × 12 × the plan's discount (30 % in the spec)
 * - `listPriceDifference`: (yearly list price − yearly price) × 13
 */
export function yearlySavings(plan: SavingsInput): number | null {
  let savings: number
  switch (plan.savingsRule) {
    case 'yearlyDiscount':
      if (!isAmount(plan.monthlyPrice) || !isAmount(plan.yearlyDiscountPercent)) return null
      savings = (plan.monthlyPrice * MONTHS_PER_YEAR * plan.yearlyDiscountPercent) / 100
      break
    case 'listPriceDifference':
      if (!isAmount(plan.yearlyListPrice) || !isAmount(plan.yearlyPrice)) return null
      savings = (plan.yearlyListPrice - plan.yearlyPrice) * BILLING_CYCLES_PER_YEAR
      break
    default:
      return null
  }
  return savings > 0 ? toCents(savings) : null
}
