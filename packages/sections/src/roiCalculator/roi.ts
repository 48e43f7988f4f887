// The ROI calculator's arithmetic (spec §9) and how it writes amounts, free of React so the
// server and the island share it. The figures it works with (prices, rates, slider ranges) come
// from content.
import { formatEuro } from '../lib/format'

/** What the calculation assumes; amounts in EUR, rates in percent. */
export interface RoiAssumptions {
  headhunterFeePercent: number
  jobBoardsCostPerHire: number
  socialAdsCostPerHire: number
  productPrice: number
  productPaymentsPerYear: number
  daysSavedPerHire: number
  revenueSharePercent: number
}

export interface RoiInput {
  /** Average annual salary in EUR. */
  salary: number
  /** Hires per year. */
  hires: number
}

/** The other ways to hire, which the product is compared with. */
export const channels = ['jobBoards', 'socialAds', 'headhunter'] as const
export type Channel = (typeof channels)[number]

/** What the product saves against a way to hire, in EUR; negative where it costs more. */
export interface Saving {
  perYear: number
  /** Undefined without hires: there is no hire to divide by. */
  perHire: number | undefined
}

export interface RoiResults {
  /** Recruiting cost per year for each way to hire, in EUR. */
  costs: Record<Channel | 'product', number>
  /** The way's cost minus the product's, per year and per hire. */
  savings: Record<Channel, Saving>
  daysSaved: number
  /** Revenue gained per year because positions are filled sooner, in EUR. */
  extraRevenue: number
}

export interface RangeSlider {
  min: number
  max: number
  step: number
  initial: number
}

const DAYS_PER_MONTH = 30
const MONTHS_PER_YEAR = 12

/** Rounded to cents, so float noise (`0.1 * 3`) never reaches a displayed figure. */
const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * Headhunter = salary × fee × hires; job boards and social ads = cost per hire × hires; the product
 * = price × payments per year; days saved = days per hire × hires; extra revenue = days saved / 30
 * × monthly salary × revenue share. Savings = a way's cost − the product's; per hire ÷ hires.
 */
export function roiResults({ salary, hires }: RoiInput, a: RoiAssumptions): RoiResults {
  const daysSaved = a.daysSavedPerHire * hires
  const costs = {
    jobBoards: cents(a.jobBoardsCostPerHire * hires),
    socialAds: cents(a.socialAdsCostPerHire * hires),
    // Percent last: 65000 * 20 / 100 is exact where 65000 * 0.2 is not.
    headhunter: cents((salary * a.headhunterFeePercent * hires) / 100),
    product: cents(a.productPrice * a.productPaymentsPerYear),
  }
  const saving = (channel: Channel): Saving => {
    const perYear = cents(costs[channel] - costs.product)
    return { perYear, perHire: hires > 0 ? cents(perYear / hires) : undefined }
  }
  return {
    costs,
    savings: {
      jobBoards: saving('jobBoards'),
      socialAds: saving('socialAds'),
      headhunter: saving('headhunter'),
    },
    daysSaved,
    extraRevenue: cents(
      (((daysSaved / DAYS_PER_MONTH) * salary) / MONTHS_PER_YEAR) * (a.revenueSharePercent / 100),
    ),
  }
}

const assumptionKeys = [
  'headhunterFeePercent',
  'jobBoardsCostPerHire',
  'socialAdsCostPerHire',
  'productPrice',
  'productPaymentsPerYear',
  'daysSavedPerHire',
  'revenueSharePercent',
] as const satisfies readonly (keyof RoiAssumptions)[]

/** Whether the assumptions make sense: a negative cost, count or rate has no meaning. */
export function plausibleAssumptions(assumptions: RoiAssumptions): boolean {
  return assumptionKeys.every((key) => assumptions[key] >= 0)
}

/**
 * Whether a slider's range can work (min below max, whole steps, start on a step): a broken
 * range would show results no position of the slider can reach.
 */
export function workingRange({ min, max, step, initial }: RangeSlider): boolean {
  const onStep = (x: number) => Number.isInteger((x - min) / step)
  return min < max && step > 0 && onStep(max) && initial >= min && initial <= max && onStep(initial)
}

/**
 * The calculator's results in whole euros (`500 €`, not `500,12 €`): they are estimates, and a
 * saving must read as the difference of the rounded costs shown beside it.
 */
export function estimateEuro(amount: number): string {
  return formatEuro(Math.sign(amount) * Math.round(Math.abs(amount)) || 0, { wholeEuros: true })
}

/**
 * The figures the calculation assumes: from 1.000 € on in whole euros, smaller ones, like a
 * monthly price, with their cents.
 */
export function roiEuro(amount: number): string {
  const cents = Math.round(amount * 100) / 100
  return Math.abs(cents) >= 1000 ? estimateEuro(amount) : formatEuro(cents)
}
