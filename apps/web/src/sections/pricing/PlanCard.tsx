import styled from 'styled-components'
import {
  Badge,
  Card,
  Heading,
  Icon,
  Text,
  VisuallyHidden,
  media,
  tokens as t,
  type IconName,
} from '@repo/ui'
import { CtaButton, type CtaTargets } from '@/components/CtaButton'
import { fillTemplate, formatCount, formatEuro } from '@/lib/format'
import { yearlySavings } from '@/lib/pricing'
import { num, strings, text } from '../guards'
import type { SectionContent } from '../types'

type PricingContent = NonNullable<SectionContent<'pricing'>>
export type PlanContent = PricingContent['plans'][number]
export type Billing = 'monthly' | 'yearly'

/*
 * Three rows: head, price, details. On wide screens the plan list lines these rows up across the
 * cards (subgrid), so every price starts at the same height whatever the description's length.
 * `&&` outranks the Card's own rules, which React may emit after these in server rendering.
 */
const Root = styled(Card)`
  && {
    gap: ${t.space[5]};
    height: 100%;
  }

  ${media.lg} {
    && {
      display: grid;
      grid-row: span 3;
      grid-template-rows: subgrid;
      row-gap: ${t.space[5]};
    }
  }
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
`

const Head = styled.div`
  display: grid;
  align-content: start;
  gap: ${t.space[2]};
`

const PlanBadge = styled(Badge)`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 50%;
  transform: translate(-50%, -50%);
`

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${t.space[1]} ${t.space[2]};
`

const Amount = styled.span`
  font-size: ${t.fontSize['4xl']};
  font-weight: ${t.fontWeight.bold};
  line-height: 1.05;
  letter-spacing: ${t.letterSpacing.tighter};
  font-variant-numeric: tabular-nums;
`

const ListPrice = styled.s`
  display: block;
  margin-block-start: ${t.space[1]};
  color: ${t.color.fgMuted};
  text-decoration-thickness: 0.08em;
  font-variant-numeric: tabular-nums;
`

const Period = styled.span`
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.sm};
`

const Savings = styled.p`
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
`

const Counter = styled.div`
  display: grid;
  gap: ${t.space[2]};
  padding: ${t.space[3]} ${t.space[4]};
  border-radius: ${t.radius.md};
  background: ${t.color.accentSoft};
  color: ${t.color.accentSoftFg};
  font-size: ${t.fontSize.sm};
  font-weight: ${t.fontWeight.semibold};

  & progress {
    appearance: none;
    width: 100%;
    height: 0.5rem;
    overflow: hidden;
    border: 0;
    border-radius: ${t.radius.full};
    background: rgb(0 0 0 / 0.08);
    color: ${t.color.accentText};
  }
  & progress::-webkit-progress-bar {
    background: transparent;
  }
  & progress::-webkit-progress-value {
    border-radius: ${t.radius.full};
    background: ${t.color.accentText};
  }
  & progress::-moz-progress-bar {
    border-radius: ${t.radius.full};
    background: ${t.color.accentText};
  }
`

const List = styled.ul`
  display: grid;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${t.fontSize.sm};
  line-height: 1.5;

  & li {
    display: flex;
    gap: ${t.space[3]};
  }
  & svg {
    flex: none;
    margin-block-start: 0.1em;
  }
`

const Limits = styled(List)`
  padding-block: ${t.space[4]};
  border-block: 1px solid ${t.color.border};
  font-weight: ${t.fontWeight.medium};

  & svg {
    color: ${t.color.primary};
  }
`

const Features = styled(List)`
  & svg {
    color: ${t.color.success};
  }
`

const Bonus = styled.div`
  display: grid;
  gap: ${t.space[3]};
  padding: ${t.space[4]};
  border: 1px dashed ${t.color.primary};
  border-radius: ${t.radius.md};
  background: ${t.color.primarySoft};
  font-size: ${t.fontSize.sm};
`

const BonusTitle = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};
  color: ${t.color.primarySoftFg};
  font-weight: ${t.fontWeight.semibold};
`

const Action = styled.div`
  margin-block-start: auto;
  padding-block-start: ${t.space[2]};
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
      <PriceLine>
        <Amount>{formatEuro(price)}</Amount>
        {text(labels.perPeriodLabel) ? <Period>{labels.perPeriodLabel}</Period> : null}
      </PriceLine>
      {listPrice !== undefined && listPrice > price ? (
        <ListPrice>
          {listPriceLabel ? <VisuallyHidden>{listPriceLabel} </VisuallyHidden> : null}
          {formatEuro(listPrice)}
        </ListPrice>
      ) : null}
      {savings ? (
        <Savings>
          <Icon name="percent" />
          {savings}
        </Savings>
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
    <Counter>
      <span id={id}>
        {fillTemplate(template, { claimed: formatCount(claimed), limit: formatCount(limit) })}
      </span>
      <progress value={Math.min(claimed, limit)} max={limit} aria-labelledby={id} />
    </Counter>
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
  const highlighted = plan.highlighted === true

  return (
    <Root forwardedAs="article" variant={highlighted ? 'highlight' : 'default'} padding="lg">
      {text(plan.badge) ? <PlanBadge tone="solid">{plan.badge}</PlanBadge> : null}
      <Head>
        <Heading level={3} size="xl">
          {plan.name}
        </Heading>
        {text(plan.description) ? (
          <Text size="sm" tone="muted">
            {plan.description}
          </Text>
        ) : null}
      </Head>
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
      <Details>
        <SeatCounter plan={plan} template={text(labels.counterTemplate)} />
        {limits.length > 0 ? (
          <Limits>
            {limits.map((limit) => (
              <li key={limit.icon}>
                <Icon name={limit.icon} />
                {limit.label}
              </li>
            ))}
          </Limits>
        ) : null}
        {features.length > 0 ? (
          <Features>
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>
                <Icon name="check" />
                {feature}
              </li>
            ))}
          </Features>
        ) : null}
        {text(bonus?.title) ? (
          <Bonus data-billing="yearly">
            <BonusTitle>
              <span>{bonus?.title}</span>
              {bonusValue !== undefined ? (
                <Badge tone="solid">{formatEuro(bonusValue, { wholeEuros: true })}</Badge>
              ) : null}
            </BonusTitle>
            {bonusItems.length > 0 ? (
              <Features>
                {bonusItems.map((item, index) => (
                  <li key={`${index}-${item}`}>
                    <Icon name="gift" />
                    {item}
                  </li>
                ))}
              </Features>
            ) : null}
          </Bonus>
        ) : null}
        <Action>
          <CtaButton
            cta={plan.cta}
            targets={targets}
            size="lg"
            variant={highlighted ? 'default' : 'outline'}
            fullWidth
          />
        </Action>
      </Details>
    </Root>
  )
}
