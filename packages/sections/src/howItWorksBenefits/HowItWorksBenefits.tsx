import { Icon, isIconName } from '@repo/ui'
import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import './HowItWorksBenefits.css'

interface HowItWorksBenefitsProps {
  content: SectionOf<'howItWorksBenefitsSection'>
}

/** Four benefit tiles, each with its icon. */
export function HowItWorksBenefits({ content }: HowItWorksBenefitsProps) {
  const heading = text(content?.heading)
  const benefits = entries(content?.benefits).filter((benefit) => text(benefit.title))
  if (!content || !heading || benefits.length === 0) return null

  return (
    <ContentSection id="vorteile" intro={{ ...content, heading }} tone="muted">
      <ul className="how-it-works-benefits">
        {benefits.map((benefit) => (
          <li key={benefit._key}>
            {isIconName(benefit.icon) ? (
              <span className="icon">
                <Icon name={benefit.icon} />
              </span>
            ) : null}
            <h3>{benefit.title}</h3>
            {text(benefit.text) ? <p>{benefit.text}</p> : null}
          </li>
        ))}
      </ul>
    </ContentSection>
  )
}
