import { ctaFields } from '../lib/query'

/** The section's labels and templates plus every pricing plan, in the editors' order. */
export const pricingFields = /* groq */ `
  eyebrow,
  heading,
  text,
  billingLegend,
  monthlyLabel,
  yearlyLabel,
  yearlyBadge,
  perPeriodLabel,
  vatNote,
  trialTemplate,
  savingsTemplate,
  likesTemplate,
  jobsTemplate,
  unlimitedLikesLabel,
  unlimitedJobsLabel,
  counterTemplate,
  listPriceLabel,
  footnote,
  "plans": *[_type == "pricingPlan"] | order(orderRank) {
    _id,
    name,
    badge,
    description,
    trialDays,
    monthlyPrice,
    monthlyListPrice,
    yearlyPrice,
    yearlyListPrice,
    unlimitedLikes,
    dailyLikes,
    unlimitedJobs,
    activeJobs,
    features,
    highlighted,
    savingsRule,
    seatCounter{ claimed, limit },
    yearlyBonus{ title, value, items },
    cta{ ${ctaFields} }
  }
`
