import type { CtaTargets } from '../lib/CtaButton'
import { entries, num, text } from '../guards'
import { Band } from '../shared/Band'
import { JsonLd } from '../lib/JsonLd'
import { plansProductData } from './structuredData'
import type { SectionOf } from '../types'
import { PlanCard, type Billing } from './PlanCard'
import './Pricing.css'

/** One radio group per page: a second pricing block elsewhere needs its own name. */
const BILLING_INPUT = 'company-billing'

interface PricingProps {
  content: SectionOf<'pricingSection'>
  targets: CtaTargets | null | undefined
  /** The brand the plans belong to, for the Product structured data. */
  brand?: string | null
}

const hasPrice = (plan: { monthlyPrice: unknown; yearlyPrice: unknown }) =>
  num(plan.monthlyPrice) !== undefined || num(plan.yearlyPrice) !== undefined

/** The company plans with a monthly/yearly switch (yearly by default) and their savings. */
export function Pricing({ content, targets, brand }: PricingProps) {
  const heading = text(content?.heading)
  const plans = entries(content?.plans).filter((plan) => text(plan.name) && hasPrice(plan))
  if (!content || !heading || plans.length === 0) return null
  const options: { billing: Billing; label: string | undefined }[] = [
    { billing: 'monthly', label: text(content.monthlyLabel) },
    { billing: 'yearly', label: text(content.yearlyLabel) },
  ]
  const canToggle = options.every((option) => option.label)
  const yearlyBadge = text(content.yearlyBadge)
  const vatNote = text(content.vatNote)
  const footnote = text(content.footnote)

  return (
    <Band className="pricing" id="preise" intro={{ ...content, heading }}>
      <JsonLd
        data={plansProductData(text(brand), plans, {
          monthly: content.monthlyLabel,
          yearly: content.yearlyLabel,
        })}
      />
      <div className="offer">
        {canToggle ? (
          <fieldset className="billing">
            {text(content.billingLegend) ? (
              <legend className="ui-visually-hidden">{content.billingLegend}</legend>
            ) : null}
            {options.map(({ billing, label }) => (
              <label key={billing}>
                <input
                  type="radio"
                  name={BILLING_INPUT}
                  value={billing}
                  defaultChecked={billing === 'yearly'}
                />
                {label}
                {billing === 'yearly' && yearlyBadge ? (
                  <span className="yearly-badge">{yearlyBadge}</span>
                ) : null}
              </label>
            ))}
          </fieldset>
        ) : null}
        <ul className="plans">
          {plans.map((plan) => (
            <li key={plan._id}>
              <PlanCard plan={plan} labels={content} targets={targets} />
            </li>
          ))}
        </ul>
        {vatNote || footnote ? (
          <div className="notes">
            {vatNote ? <p className="vat">{vatNote}</p> : null}
            {footnote ? <p className="footnote">{footnote}</p> : null}
          </div>
        ) : null}
      </div>
    </Band>
  )
}
