import styled from 'styled-components'
import { Badge, Text, VisuallyHidden, media, tokens as t } from '@repo/ui'
import type { CtaTargets } from '@/components/CtaButton'
import { entries, num, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'
import { JsonLd } from '@/seo/JsonLd'
import { plansProductData } from '@/seo/structuredData'
import { PlanCard, planCardStyles, type Billing } from './PlanCard'

/** One radio group per page: a second pricing block elsewhere needs its own name. */
const BILLING_INPUT = 'company-billing'

/*
 * The monthly/yearly switch without JS: two radios and `:has()`. Yearly is checked and shown by
 * default, so a browser without `:has()` still shows one consistent set of prices.
 */
const Root = styled.div`
  display: grid;
  gap: clamp(2.5rem, 2rem + 2vw, 3.5rem);

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
`

const Toggle = styled.fieldset`
  justify-self: center;
  display: inline-flex;
  gap: ${t.space[1]};
  margin: 0;
  padding: ${t.space[1]};
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.full};
  background: ${t.color.surface};
  box-shadow: ${t.shadow.xs};

  & label {
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

  & label:hover {
    color: ${t.color.fg};
  }

  & label:has(input:checked) {
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
  }

  & label:has(input:focus-visible) {
    outline: 2px solid ${t.color.ring};
    outline-offset: 2px;
  }

  /* The radio itself stays in the accessibility tree and takes focus; the label is its face. */
  & input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`

const Plans = styled.ul`
  display: grid;
  gap: ${t.space[8]} ${t.space[6]};
  align-items: stretch;
  margin: 0;
  padding: ${t.space[3]} 0 0;
  list-style: none;

  /* One column per plan, however many; each plan spans the three rows its card lines up with. */
  ${media.lg} {
    grid-template-rows: repeat(3, auto);
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;

    & > li {
      display: grid;
      grid-row: span 3;
      grid-template-rows: subgrid;
    }
  }

  ${planCardStyles}
`

const Notes = styled.div`
  display: grid;
  gap: ${t.space[2]};
  justify-items: center;
  text-align: center;
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

  return (
    <LandingSection id="preise" intro={{ ...content, heading }}>
      <JsonLd
        data={plansProductData(text(brand), plans, {
          monthly: content.monthlyLabel,
          yearly: content.yearlyLabel,
        })}
      />
      <Root>
        {canToggle ? (
          <Toggle>
            {text(content.billingLegend) ? (
              <VisuallyHidden as="legend">{content.billingLegend}</VisuallyHidden>
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
                  <Badge tone="accent">{yearlyBadge}</Badge>
                ) : null}
              </label>
            ))}
          </Toggle>
        ) : null}
        <Plans>
          {plans.map((plan) => (
            <li key={plan._id}>
              <PlanCard plan={plan} labels={content} targets={targets} />
            </li>
          ))}
        </Plans>
        {text(content.vatNote) || text(content.footnote) ? (
          <Notes>
            {text(content.vatNote) ? (
              <Text size="sm" tone="muted">
                {content.vatNote}
              </Text>
            ) : null}
            {text(content.footnote) ? (
              <Text size="xs" tone="muted">
                {content.footnote}
              </Text>
            ) : null}
          </Notes>
        ) : null}
      </Root>
    </LandingSection>
  )
}
