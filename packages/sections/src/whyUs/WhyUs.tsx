import { Icon, isIconName } from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import './WhyUs.css'

interface WhyUsProps {
  content: SectionOf<'whyUsSection' | 'talentBenefitsSection'>
}

/**
 * Benefit cards, each with its icon: Speed, Kein Risiko, Effizienz for companies, the four
 * talent benefits on /talente.
 */
export function WhyUs({ content }: WhyUsProps) {
  const heading = text(content?.heading)
  const benefits = entries(content?.benefits).filter((benefit) => text(benefit.title))
  if (!content || !heading || benefits.length === 0) return null

  return (
    <LandingSection id="vorteile" intro={{ ...content, heading }}>
      <ul className="why-us" role="list">
        {benefits.map((benefit) => (
          <li key={benefit._key}>
            {isIconName(benefit.icon) ? (
              <span className="benefit-icon" aria-hidden="true">
                <Icon name={benefit.icon} />
              </span>
            ) : null}
            <h3>{benefit.title}</h3>
            {text(benefit.text) ? <p className="benefit-text">{benefit.text}</p> : null}
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
