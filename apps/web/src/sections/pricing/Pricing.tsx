import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import type { CtaTargets } from '@/components/CtaButton'
import { entries, num, text } from '../guards'
import { Band } from '../shared/Band'
import { JsonLd } from '@/seo/JsonLd'
import { plansProductData } from '@/seo/structuredData'
import type { SectionContent } from '../types'
import { PlanCard, planCardStyles, type Billing } from './PlanCard'

/** One radio group per page: a second pricing block elsewhere needs its own name. */
const BILLING_INPUT = 'company-billing'

/*
 * The whole section is one styled element (the HTML weight rule); cards and toggle are plain
 * elements styled from here.
 *
 * The monthly/yearly switch without JS: two radios and `:has()`. Yearly is checked and shown by
 * default, so a browser without `:has()` still shows one consistent set of prices.
 */
const Root = styled.div`
  ${planCardStyles}

  .pricing {
    display: grid;
    gap: clamp(2.5rem, 2rem + 2vw, 3.5rem);
  }

  [data-billing='monthly'] {
    display: none;
  }
  &:has(input[value='monthly']:checked) {
    [data-billing='monthly'] {
      display: revert;
    }
    [data-billing='yearly'] {
      display: none;
    }
  }

  .billing {
    justify-self: center;
    display: inline-flex;
    gap: ${t.space[1]};
    margin: 0;
    padding: ${t.space[1]};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  }
  .billing label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: 2.75rem;
    padding: ${t.space[2]} ${t.space[5]};
    border-radius: ${t.radius.full};
    color: ${t.color.fgMuted};
    font-weight: ${t.fontWeight.semibold};
    cursor: pointer;
    transition:
      background-color ${t.duration.fast} ease,
      color ${t.duration.fast} ease;
  }
  .billing label:hover {
    color: ${t.color.fg};
  }
  .billing label:has(input:checked) {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }
  .billing label:has(input:focus-visible) {
    outline: 2px solid ${t.color.ring};
    outline-offset: 2px;
  }
  /* The radio itself stays in the accessibility tree and takes focus; the label is its face. */
  .billing input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .billing .yearly-badge {
    padding: 0.25rem 0.625rem;
    border-radius: ${t.radius.full};
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
    font-size: 0.8125rem;
    line-height: 1.3;
    white-space: nowrap;
  }

  .plans {
    display: grid;
    gap: ${t.space[8]} ${t.space[6]};
    align-items: stretch;
    margin: 0;
    padding: ${t.space[3]} 0 0;
    list-style: none;
  }
  /* One column per plan, however many; each plan spans the three rows its card lines up with. */
  ${media.lg} {
    .plans {
      grid-template-rows: repeat(3, auto);
      grid-auto-columns: minmax(0, 1fr);
      grid-auto-flow: column;
    }
    .plans > li {
      display: grid;
      grid-row: span 3;
      grid-template-rows: subgrid;
    }
  }

  .notes {
    display: grid;
    gap: ${t.space[2]};
    justify-items: center;
    color: ${t.color.fgMuted};
    text-align: center;
  }
  .vat {
    font-size: ${t.fontSize.sm};
  }
  .footnote {
    font-size: ${t.fontSize.xs};
  }
`

interface PricingProps {
  content: SectionContent<'pricing'>
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
    <Band body={Root} id="preise" intro={{ ...content, heading }}>
      <JsonLd
        data={plansProductData(text(brand), plans, {
          monthly: content.monthlyLabel,
          yearly: content.yearlyLabel,
        })}
      />
      <div className="pricing">
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
