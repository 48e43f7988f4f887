import { Icon } from '@repo/ui'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { formatEuro } from '../lib/format'
import { num, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { Band, type BandTone } from '../shared/Band'
import { BulletList } from '../shared/BulletList'
import './ConciergePricing.css'

interface ConciergePricingProps {
  /** Anchor id of the section. */
  id: string
  content: SectionOf<'conciergePricingSection'>
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
    <Band className="concierge-pricing" id={id} tone={tone} intro={{ ...content, heading }}>
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
          <BulletList mark="check" tone="success" className="features">
            {features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </BulletList>
        ) : null}
        {terms.length > 0 ? (
          <BulletList mark="check-circle" tone="primary" className="terms">
            {terms.map((term, index) => (
              <li key={`${index}-${term}`}>{term}</li>
            ))}
          </BulletList>
        ) : null}
        {text(guarantee?.title) && text(guarantee?.text) ? (
          <div className="guarantee">
            <Icon name="shield-check" />
            <p>
              <strong>{guarantee?.title}</strong> {guarantee?.text}
            </p>
          </div>
        ) : null}
        <div className="buttons">
          <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
          <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="outline" />
        </div>
        {text(content.vatNote) ? <p className="vat">{content.vatNote}</p> : null}
      </article>
    </Band>
  )
}
