import { stylesheet } from '../shared/stylesheet'
import { Icon } from '@repo/ui'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import { JsonLd } from '../lib/JsonLd'
import { faqPageData } from './structuredData'
import { Answer, hasAnswer } from './Answer'

const styles = stylesheet('faq')

/** Shared by every item: the browser keeps at most one of them open. */
export const FAQ_GROUP = 'faq'

interface FaqProps {
  content: SectionOf<'faqSection'>
}

/** The page's questions (companies' or talents') as native disclosure widgets, one open at a time. */
export function Faq({ content }: FaqProps) {
  // An answer of blank text or of blocks the site does not show leaves its question out.
  const items = content.items.filter((item) => hasAnswer(item.answer))
  if (items.length === 0) return null

  return (
    <LandingSection id="faq" tone="muted" intro={content}>
      <JsonLd data={faqPageData(items)} />
      <div className="faq">
        {items.map((item, index) => (
          <details key={index} name={FAQ_GROUP}>
            <summary>
              {item.question}
              <Icon name="chevron-down" />
            </summary>
            <div className="answer">
              <Answer value={item.answer} />
            </div>
          </details>
        ))}
      </div>
      {styles}
    </LandingSection>
  )
}
