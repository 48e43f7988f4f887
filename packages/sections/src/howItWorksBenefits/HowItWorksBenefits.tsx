import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'

const styles = stylesheet('how-it-works-benefits')

interface HowItWorksBenefitsProps {
  content: SectionOf<'howItWorksBenefitsSection'>
}

/** Four benefit tiles, each with its icon. */
export function HowItWorksBenefits({ content }: HowItWorksBenefitsProps) {
  if (content.benefits.length === 0) return null

  return (
    <ContentSection id="vorteile" intro={content} tone="muted">
      <ul className="how-it-works-benefits">
        {content.benefits.map((benefit) => (
          <li key={benefit._key}>
            <span className="icon">
              <Icon name={benefit.icon} />
            </span>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      {styles}
    </ContentSection>
  )
}
