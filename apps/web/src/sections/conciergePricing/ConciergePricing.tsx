import styled from 'styled-components'
import { Icon, media, tokens as t } from '@repo/ui'
import { CtaButton, type CtaTargets } from '@/components/CtaButton'
import { formatEuro } from '@/lib/format'
import { num, strings, text } from '../guards'
import type { ConciergePage, PageSection } from '../pageTypes'
import { actionsStyles } from '../shared/actionsStyles'
import { Band, type BandTone } from '../shared/Band'
import { bulletList } from '../shared/bullets'

const Root = styled.div`
  ${actionsStyles}

  .card {
    display: grid;
    gap: ${t.space[6]};
    max-width: 44rem;
    margin-inline: auto;
    padding: clamp(1.5rem, 1rem + 2.5vw, 3rem);
    border: 1px solid ${t.color.primary};
    border-radius: ${t.radius.xl};
    background: ${t.color.surface};
    box-shadow:
      0 0 0 1px ${t.color.primary},
      ${t.shadow.xl};
  }
  .card h3 {
    font-size: ${t.fontSize['2xl']};
  }
  .prices {
    display: grid;
    gap: ${t.space[3]};
  }
  ${media.sm} {
    .prices {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .price {
    display: grid;
    gap: ${t.space[1]};
    padding: ${t.space[4]} ${t.space[5]};
    border-radius: ${t.radius.md};
    background: ${t.color.bgMuted};
  }
  .amount {
    font-size: ${t.fontSize['4xl']};
    font-weight: ${t.fontWeight.bold};
    line-height: 1.05;
    letter-spacing: ${t.letterSpacing.tighter};
    font-variant-numeric: tabular-nums;
  }
  .price:last-child .amount {
    font-size: ${t.fontSize['2xl']};
  }
  .per {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }
  .savings {
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radius.md};
    background: ${t.color.successSoft};
    color: ${t.color.successSoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
  }
  .features {
    ${bulletList('check', t.color.success)}
    font-size: ${t.fontSize.sm};
  }
  .terms {
    ${bulletList('check-circle', t.color.primary)}
    padding-block-start: ${t.space[5]};
    border-block-start: 1px solid ${t.color.border};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.medium};
  }
  .guarantee {
    display: flex;
    gap: ${t.space[4]};
    padding: ${t.space[4]} ${t.space[5]};
    border: 1px dashed ${t.color.primary};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
    font-size: ${t.fontSize.sm};
  }
  .guarantee > svg {
    flex: none;
    color: ${t.color.primarySoftFg};
    font-size: 1.5rem;
  }
  .guarantee strong {
    display: block;
    color: ${t.color.primarySoftFg};
  }
  .vat {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.xs};
    text-align: center;
  }
`

interface ConciergePricingProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<ConciergePage, 'pricing'>
  targets: CtaTargets | null | undefined
  tone?: BandTone
}

/** The concierge package: monthly fee, one-time setup, what is included, terms and guarantee. */
export function ConciergePricing({ id, content, targets, tone }: ConciergePricingProps) {
  const heading = text(content?.heading)
  const planName = text(content?.planName)
  const monthly = num(content?.monthlyPrice)
  const setup = num(content?.setupPrice)
  if (!content || !heading || !planName || monthly === undefined) return null
  const features = strings(content.features)
  const terms = strings(content.terms)
  const guarantee = content.guarantee

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <article className="card" aria-labelledby={`${id}-plan`}>
        <h3 id={`${id}-plan`}>{planName}</h3>
        <div className="prices">
          <p className="price">
            <span className="amount">{formatEuro(monthly, { wholeEuros: true })}</span>{' '}
            {text(content.monthlyLabel) ? (
              <span className="per">{content.monthlyLabel}</span>
            ) : null}
          </p>
          {setup !== undefined ? (
            <p className="price">
              <span className="amount">{formatEuro(setup, { wholeEuros: true })}</span>{' '}
              {text(content.setupLabel) ? <span className="per">{content.setupLabel}</span> : null}
            </p>
          ) : null}
        </div>
        {text(content.savings) ? <p className="savings">{content.savings}</p> : null}
        {features.length > 0 ? (
          <ul className="features">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : null}
        {terms.length > 0 ? (
          <ul className="terms">
            {terms.map((term, index) => (
              <li key={`${index}-${term}`}>{term}</li>
            ))}
          </ul>
        ) : null}
        {text(guarantee?.title) && text(guarantee?.text) ? (
          <div className="guarantee">
            <Icon name="shield-check" />
            <p>
              <strong>{guarantee?.title}</strong> {guarantee?.text}
            </p>
          </div>
        ) : null}
        <div className="actions">
          <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
          <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="outline" />
        </div>
        {text(content.vatNote) ? <p className="vat">{content.vatNote}</p> : null}
      </article>
    </Band>
  )
}
