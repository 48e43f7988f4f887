import { css } from 'styled-components'
import { Icon, buttonClassName, media, tokens as t, type IconName } from '@repo/ui'
import { ctaTarget, type CtaTargets } from '@/components/CtaButton'
import { newTabProps } from '@/components/href'
import { fillTemplate, formatCount, formatEuro } from '@/lib/format'
import { yearlySavings } from '@/lib/pricing'
import { num, strings, text } from '../guards'
import { bulletList } from '../shared/bullets'
import type { SectionContent } from '../types'

type PricingContent = NonNullable<SectionContent<'pricing'>>
export type PlanContent = PricingContent['plans'][number]
export type Billing = 'monthly' | 'yearly'

/*
 * Rules for `.plan` cards, for the pricing section's one styled root (the HTML weight rule: no
 * styled element per card). The buttons take the UI button classes: outline, the highlighted
 * plan's primary.
 *
 * Three rows: head, price, details. On wide screens the plan list lines these rows up across the
 * cards (subgrid), so every price starts at the same height whatever the description's length.
 */
export const planCardStyles = css`
  .plan {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space[5]};
    height: 100%;
    min-width: 0;
    padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  }
  .plan[data-highlighted] {
    border-color: ${t.color.primary};
    box-shadow:
      0 0 0 1px ${t.color.primary},
      ${t.shadow.xl};
  }
  ${media.lg} {
    .plan {
      display: grid;
      grid-row: span 3;
      grid-template-rows: subgrid;
      row-gap: ${t.space[5]};
    }
  }

  .pill {
    display: inline-flex;
    align-items: center;
    width: fit-content;
    padding: 0.25rem 0.625rem;
    border-radius: ${t.radius.full};
    background: ${t.color.primary};
    color: ${t.color.primaryFg};
    font-size: 0.8125rem;
    font-weight: ${t.fontWeight.semibold};
    line-height: 1.3;
    white-space: nowrap;
  }
  .plan-badge {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 50%;
    transform: translate(-50%, -50%);
  }

  .plan-head {
    display: grid;
    align-content: start;
    gap: ${t.space[2]};
  }
  .plan-head h3 {
    font-size: ${t.fontSize.xl};
  }
  .plan-head p {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
  }

  .price-line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${t.space[1]} ${t.space[2]};
  }
  .amount {
    font-size: ${t.fontSize['4xl']};
    font-weight: ${t.fontWeight.bold};
    line-height: 1.05;
    letter-spacing: ${t.letterSpacing.tighter};
    font-variant-numeric: tabular-nums;
  }
  .period {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }
  .plan s {
    display: block;
    margin-block-start: ${t.space[1]};
    color: ${t.color.fgMuted};
    text-decoration-thickness: 0.08em;
    font-variant-numeric: tabular-nums;
  }
  .savings {
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    width: fit-content;
    margin-block-start: ${t.space[3]};
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radius.full};
    background: ${t.color.successSoft};
    color: ${t.color.successSoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
  }

  .plan-details {
    display: flex;
    flex-direction: column;
    gap: ${t.space[5]};
  }
  .seats {
    display: grid;
    gap: ${t.space[2]};
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radius.md};
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
  }
  .seats progress {
    appearance: none;
    width: 100%;
    height: 0.5rem;
    overflow: hidden;
    border: 0;
    border-radius: ${t.radius.full};
    background: rgb(0 0 0 / 0.08);
    color: ${t.color.accentText};
  }
  .seats progress::-webkit-progress-bar {
    background: transparent;
  }
  .seats progress::-webkit-progress-value {
    border-radius: ${t.radius.full};
    background: ${t.color.accentText};
  }
  .seats progress::-moz-progress-bar {
    border-radius: ${t.radius.full};
    background: ${t.color.accentText};
  }

  .limits {
    display: grid;
    gap: ${t.space[3]};
    margin: 0;
    padding: ${t.space[4]} 0;
    border-block: 1px solid ${t.color.border};
    list-style: none;
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.medium};
    line-height: 1.5;
  }
  .limits li {
    display: flex;
    gap: ${t.space[3]};
  }
  .limits svg {
    flex: none;
    margin-block-start: 0.1em;
    color: ${t.color.primary};
  }
  .features {
    ${bulletList('check', t.color.success)}
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
  }

  .bonus {
    display: grid;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
    border: 1px dashed ${t.color.primary};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
    font-size: ${t.fontSize.sm};
  }
  .bonus-title {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
    color: ${t.color.primarySoftFg};
    font-weight: ${t.fontWeight.semibold};
  }

  .plan-action {
    margin-block-start: auto;
    padding-block-start: ${t.space[2]};
  }
`

/** The section's labels and templates a plan card reads. */
export type PlanLabels = Pick<
  PricingContent,
  | 'perPeriodLabel'
  | 'trialTemplate'
  | 'savingsTemplate'
  | 'likesTemplate'
  | 'jobsTemplate'
  | 'unlimitedLikesLabel'
  | 'unlimitedJobsLabel'
  | 'counterTemplate'
  | 'listPriceLabel'
>

interface PriceProps {
  billing: Billing
  price: number | undefined
  listPrice: number | undefined
  savings?: string
  labels: PlanLabels
}

/** One billing's price; both are rendered, the section's toggle shows one (`data-billing`). */
function Price({ billing, price, listPrice, savings, labels }: PriceProps) {
  if (price === undefined) return null
  const listPriceLabel = text(labels.listPriceLabel)
  return (
    <div data-billing={billing}>
      <p className="price-line">
        <span className="amount">{formatEuro(price)}</span>
        {text(labels.perPeriodLabel) ? (
          <span className="period">{labels.perPeriodLabel}</span>
        ) : null}
      </p>
      {listPrice !== undefined && listPrice > price ? (
        <s>
          {listPriceLabel ? <span className="ui-visually-hidden">{listPriceLabel} </span> : null}
          {formatEuro(listPrice)}
        </s>
      ) : null}
      {savings ? (
        <p className="savings">
          <Icon name="percent" />
          {savings}
        </p>
      ) : null}
    </div>
  )
}

function SeatCounter({ plan, template }: { plan: PlanContent; template?: string }) {
  const claimed = num(plan.seatCounter?.claimed)
  const limit = num(plan.seatCounter?.limit)
  if (!template || claimed === undefined || limit === undefined || limit <= 0) return null
  const id = `${plan._id}-seats`
  return (
    <div className="seats">
      <span id={id}>
        {fillTemplate(template, { claimed: formatCount(claimed), limit: formatCount(limit) })}
      </span>
      <progress value={Math.min(claimed, limit)} max={limit} aria-labelledby={id} />
    </div>
  )
}

/** Likes and jobs: unlimited, a fair-use number, or nothing when content has neither. */
function limitText(unlimited: unknown, unlimitedLabel: unknown, count: unknown, template: unknown) {
  if (unlimited === true) return text(unlimitedLabel)
  const value = num(count)
  const pattern = text(template)
  return value !== undefined && pattern
    ? fillTemplate(pattern, { count: formatCount(value) })
    : undefined
}

interface PlanCardProps {
  plan: PlanContent
  labels: PlanLabels
  targets: CtaTargets | null | undefined
}

/** A pricing plan with both billings' prices, its limits, features and sign-up button. */
export function PlanCard({ plan, labels, targets }: PlanCardProps) {
  const savingsAmount = yearlySavings(plan)
  const savingsTemplate = text(labels.savingsTemplate)
  const trialDays = num(plan.trialDays)
  const trialTemplate = text(labels.trialTemplate)
  const limits: { icon: IconName; label: string }[] = []
  const likes = limitText(
    plan.unlimitedLikes,
    labels.unlimitedLikesLabel,
    plan.dailyLikes,
    labels.likesTemplate,
  )
  const jobs = limitText(
    plan.unlimitedJobs,
    labels.unlimitedJobsLabel,
    plan.activeJobs,
    labels.jobsTemplate,
  )
  if (likes) limits.push({ icon: 'heart', label: likes })
  if (jobs) limits.push({ icon: 'briefcase', label: jobs })
  if (trialDays !== undefined && trialTemplate) {
    limits.push({
      icon: 'gift',
      label: fillTemplate(trialTemplate, { days: formatCount(trialDays) }),
    })
  }
  const features = strings(plan.features)
  const bonus = plan.yearlyBonus
  const bonusItems = strings(bonus?.items)
  const bonusValue = num(bonus?.value)
  const ctaLabel = text(plan.cta?.label)
  const cta = plan.cta && ctaLabel ? ctaTarget(plan.cta, targets) : null

  return (
    <article className="plan" data-highlighted={plan.highlighted === true ? '' : undefined}>
      {text(plan.badge) ? <span className="pill plan-badge">{plan.badge}</span> : null}
      <div className="plan-head">
        <h3>{plan.name}</h3>
        {text(plan.description) ? <p>{plan.description}</p> : null}
      </div>
      <div>
        <Price
          billing="monthly"
          price={num(plan.monthlyPrice)}
          listPrice={num(plan.monthlyListPrice)}
          labels={labels}
        />
        <Price
          billing="yearly"
          price={num(plan.yearlyPrice)}
          listPrice={num(plan.yearlyListPrice)}
          savings={
            savingsAmount !== null && savingsTemplate
              ? fillTemplate(savingsTemplate, { amount: formatEuro(savingsAmount) })
              : undefined
          }
          labels={labels}
        />
      </div>
      <div className="plan-details">
        <SeatCounter plan={plan} template={text(labels.counterTemplate)} />
        {limits.length > 0 ? (
          <ul className="limits">
            {limits.map((limit) => (
              <li key={limit.icon}>
                <Icon name={limit.icon} />
                {limit.label}
              </li>
            ))}
          </ul>
        ) : null}
        {features.length > 0 ? (
          <ul className="features">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : null}
        {text(bonus?.title) ? (
          <div className="bonus" data-billing="yearly">
            <p className="bonus-title">
              <span>{bonus?.title}</span>
              {bonusValue !== undefined ? (
                <span className="pill">{formatEuro(bonusValue, { wholeEuros: true })}</span>
              ) : null}
            </p>
            {bonusItems.length > 0 ? (
              <ul className="features">
                {bonusItems.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {cta ? (
          <div className="plan-action">
            <a
              className={buttonClassName({
                variant: plan.highlighted === true ? 'default' : 'outline',
                size: 'lg',
                fullWidth: true,
              })}
              href={cta.href}
              data-cta-action={plan.cta?.action ?? undefined}
              {...(cta.external ? newTabProps : {})}
            >
              {ctaLabel}
            </a>
          </div>
        ) : null}
      </div>
    </article>
  )
}
