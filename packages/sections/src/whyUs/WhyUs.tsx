import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'

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
        {content.benefits.map((benefit) => (
          <li key={benefit._key}>
            <span className="benefit-icon" aria-hidden="true">
              <Icon name={benefit.icon} />
            </span>
            <h3>{benefit.title}</h3>
            <p className="benefit-text">{benefit.text}</p>
          </li>
        ))}
      </ul>
      {styles}
    </LandingSection>
  )
}
