import { Icon, buttonClassName, type IconName } from '@repo/ui'
import { ctaTarget, type CtaTargets } from '../lib/CtaButton'
import { fillTemplate, formatCount, formatEuro } from '../lib/format'
import { yearlySavings } from '../lib/pricing'
import { num, strings, text } from '../guards'
import { BulletList } from '../shared/BulletList'
import type { SectionOf } from '../types'
import './PlanCard.css'

type PricingContent = NonNullable<SectionOf<'pricingSection'>>
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
    <article className="plan-card" data-highlighted={plan.highlighted === true ? '' : undefined}>
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
          <BulletList mark="check" tone="success" className="features">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </BulletList>
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
              <BulletList mark="check" tone="success" className="features">
                {bonusItems.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </BulletList>
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
              {...cta.linkProps}
            >
              {ctaLabel}
            </a>
          </div>
        ) : null}
      </div>
    </article>
  )
}
