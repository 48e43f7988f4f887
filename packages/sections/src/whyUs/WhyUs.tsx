import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('why-us')

interface WhyUsProps {
  content: SectionOf<'whyUsSection' | 'talentBenefitsSection'>
}

/**
 * Benefit cards, each with its icon: Speed, Kein Risiko, Effizienz for companies, the four
 * talent benefits on /talente.
 */
export function WhyUs({ content }: WhyUsProps) {
  if (content.benefits.length === 0) return null

  return (
    <LandingSection id="vorteile" intro={content}>
      <ul className="why-us" role="list">
        {content.benefits.map((benefit, index) => (
          <li key={index}>
            <span className="benefit-icon" aria-hidden="true">
              <Icon name={benefit.icon} />
            </span>
            <h3>{hyphenate(benefit.title)}</h3>
            <p className="benefit-text">{benefit.text}</p>
          </li>
        ))}
      </ul>
      {styles}
    </LandingSection>
  )
}
