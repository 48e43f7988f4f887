import { stylesheet } from '../shared/stylesheet'
import type { CtaTargets } from '../lib/CtaButton'
import { Band } from '../shared/Band'
import { JsonLd } from '../lib/JsonLd'
import { plansProductData } from './structuredData'
import type { SectionOf } from '../types'
import { PlanCard, type Billing } from './PlanCard'

const styles = stylesheet('pricing')

/** One radio group per page: a second pricing block elsewhere needs its own name. */
const BILLING_INPUT = 'company-billing'

interface PricingProps {
  content: SectionOf<'pricingSection'>
  targets: CtaTargets | null | undefined
  /** The brand the plans belong to, for the Product structured data. */
  brand?: string | null
}

/** The company plans with a monthly/yearly switch (yearly by default) and their savings. */
export function Pricing({ content, targets, brand }: PricingProps) {
  const { plans } = content
  if (plans.length === 0) return null
  const options: { billing: Billing; label: string }[] = [
    { billing: 'monthly', label: content.monthlyLabel },
    { billing: 'yearly', label: content.yearlyLabel },
  ]

  return (
    <Band className="pricing" id="preise" intro={content}>
      <JsonLd
        data={plansProductData(brand, plans, {
          monthly: content.monthlyLabel,
          yearly: content.yearlyLabel,
        })}
      />
      <div className="offer">
        <fieldset className="billing">
          <legend className="ui-visually-hidden">{content.billingLegend}</legend>
          {options.map(({ billing, label }) => (
            <label key={billing}>
              <input
                type="radio"
                name={BILLING_INPUT}
                value={billing}
                defaultChecked={billing === 'yearly'}
              />
              {label}
              {billing === 'yearly' && content.yearlyBadge ? (
                <span className="yearly-badge">{content.yearlyBadge}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
        <ul className="plans">
          {plans.map((plan, index) => (
            <li key={index}>
              <PlanCard plan={plan} labels={content} targets={targets} />
            </li>
          ))}
        </ul>
        <div className="notes">
          <p className="vat">{content.vatNote}</p>
          {content.footnote ? <p className="footnote">{content.footnote}</p> : null}
        </div>
      </div>
      {styles}
    </Band>
  )
}
