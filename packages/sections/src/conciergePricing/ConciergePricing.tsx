import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { formatEuro } from '../lib/format'
import { anchor, bandTone } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { BulletList } from '../shared/BulletList'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('concierge-pricing')

interface ConciergePricingProps {
  content: SectionOf<'conciergePricingSection'>
  targets: CtaTargets | null | undefined
}

/** The concierge package: monthly fee, one-time setup, what is included, terms and guarantee. */
export function ConciergePricing({ content, targets }: ConciergePricingProps) {
  const id = anchor(content, 'preis')
  const { features, terms, guarantee } = content

  return (
    <Band className="concierge-pricing" id={id} tone={bandTone(content)} intro={content}>
      <article className="card" aria-labelledby={`${id}-plan`}>
        <h3 id={`${id}-plan`}>{hyphenate(content.planName)}</h3>
        <div className="prices">
          <p className="price">
            <span className="amount">{formatEuro(content.monthlyPrice, { wholeEuros: true })}</span>{' '}
            <span className="per">{content.monthlyLabel}</span>
          </p>
          <p className="price">
            <span className="amount">{formatEuro(content.setupPrice, { wholeEuros: true })}</span>{' '}
            <span className="per">{content.setupLabel}</span>
          </p>
        </div>
        <p className="savings">{content.savings}</p>
        {features.length > 0 ? (
          <BulletList mark="check" tone="success" className="features">
            {features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </BulletList>
        ) : null}
        {terms.length > 0 ? (
          <BulletList mark="check-circle" tone="primary" className="terms">
            {terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </BulletList>
        ) : null}
        <div className="guarantee">
          <Icon name="shield-check" />
          <p>
            <strong>{guarantee.title}</strong> {guarantee.text}
          </p>
        </div>
        <div className="buttons">
          <CtaButton cta={content.primaryCta} targets={targets} size="lg" />
          <CtaButton cta={content.secondaryCta} targets={targets} size="lg" variant="outline" />
        </div>
        <p className="vat">{content.vatNote}</p>
      </article>
      {styles}
    </Band>
  )
}
