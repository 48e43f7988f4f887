import { stylesheet } from '../shared/stylesheet'
import { Icon, buttonClassName, type IconName } from '@repo/ui'
import { ctaTarget, type CtaTargets } from '../lib/CtaButton'
import { fillTemplate, formatCount, formatEuro } from '../lib/format'
import { yearlySavings } from '../lib/pricing'
import { BulletList } from '../shared/BulletList'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('plan-card')

type PricingContent = SectionOf<'pricingSection'>
export type PlanContent = PricingContent['plans'][number]
export type Billing = 'monthly' | 'yearly'

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
  price: number
  listPrice: number | null
  savings?: string
  labels: PlanLabels
}

/** One billing's price; both are rendered, the section's toggle shows one (`data-billing`). */
function Price({ billing, price, listPrice, savings, labels }: PriceProps) {
  return (
    <div data-billing={billing}>
      <p className="price-line">
        <span className="amount">{formatEuro(price)}</span>
        <span className="period">{labels.perPeriodLabel}</span>
      </p>
      {listPrice !== null && listPrice > price ? (
        <s>
          <span className="ui-visually-hidden">{labels.listPriceLabel} </span>
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

interface SeatCounterProps {
  id: string
  seats: NonNullable<PlanContent['seatCounter']>
  template: string
}

/** Places taken of a limited offer; a limit of none means nothing to count. */
function SeatCounter({ id, seats: { claimed, limit }, template }: SeatCounterProps) {
  if (limit <= 0) return null
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
function limitText(
  unlimited: boolean,
  unlimitedLabel: string,
  count: number | null,
  template: string,
) {
  if (unlimited) return unlimitedLabel
  return count !== null ? fillTemplate(template, { count: formatCount(count) }) : undefined
}

interface PlanCardProps {
  plan: PlanContent
  labels: PlanLabels
  targets: CtaTargets | null | undefined
}

/** A pricing plan with both billings' prices, its limits, features and sign-up button. */
export function PlanCard({ plan, labels, targets }: PlanCardProps) {
  const savingsAmount = yearlySavings(plan)
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
  limits.push({
    icon: 'gift',
    label: fillTemplate(labels.trialTemplate, { days: formatCount(plan.trialDays) }),
  })
  const bonus = plan.yearlyBonus
  const cta = ctaTarget(plan.cta, targets)

  return (
    <article className="plan-card" data-highlighted={plan.highlighted ? '' : undefined}>
      {plan.badge ? <span className="pill plan-badge">{plan.badge}</span> : null}
      <div className="plan-head">
        <h3>{hyphenate(plan.name)}</h3>
        <p>{plan.description}</p>
      </div>
      <div>
        <Price
          billing="monthly"
          price={plan.monthlyPrice}
          listPrice={plan.monthlyListPrice}
          labels={labels}
        />
        <Price
          billing="yearly"
          price={plan.yearlyPrice}
          listPrice={plan.yearlyListPrice}
          savings={
            savingsAmount !== null
              ? fillTemplate(labels.savingsTemplate, { amount: formatEuro(savingsAmount) })
              : undefined
          }
          labels={labels}
        />
      </div>
      <div className="plan-details">
        {plan.seatCounter ? (
          <SeatCounter
            id={`${plan._id}-seats`}
            seats={plan.seatCounter}
            template={labels.counterTemplate}
          />
        ) : null}
        <ul className="limits">
          {limits.map((limit) => (
            <li key={limit.icon}>
              <Icon name={limit.icon} />
              {limit.label}
            </li>
          ))}
        </ul>
        {plan.features.length > 0 ? (
          <BulletList mark="check" tone="success" className="features">
            {plan.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </BulletList>
        ) : null}
        {bonus ? (
          <div className="bonus" data-billing="yearly">
            <p className="bonus-title">
              <span>{bonus.title}</span>
              <span className="pill">{formatEuro(bonus.value, { wholeEuros: true })}</span>
            </p>
            {bonus.items.length > 0 ? (
              <BulletList mark="check" tone="success" className="features">
                {bonus.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </BulletList>
            ) : null}
          </div>
        ) : null}
        {cta ? (
          <div className="plan-action">
            <a
              className={buttonClassName({
                variant: plan.highlighted ? 'default' : 'outline',
                size: 'lg',
                fullWidth: true,
              })}
              href={cta.href}
              data-cta-action={plan.cta.action}
              {...cta.linkProps}
            >
              {plan.cta.label}
            </a>
          </div>
        ) : null}
      </div>
      {styles}
    </article>
  )
}
