import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import type { SectionOf } from '../types'
import { ContentSection } from '../shared/ContentPage'
import { hyphenate } from '../lib/hyphenate'

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
        {content.benefits.map((benefit, index) => (
          <li key={index}>
            <span className="icon">
              <Icon name={benefit.icon} />
            </span>
            <h3>{hyphenate(benefit.title)}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      {styles}
    </ContentSection>
  )
}
