import styled from 'styled-components'
import { Icon, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'
import { JsonLd } from '@/seo/JsonLd'
import { faqPageData } from '@/seo/structuredData'
import { Answer, hasAnswer } from './Answer'

/** Shared by every item: the browser keeps at most one of them open. */
export const FAQ_GROUP = 'faq'

// One rule set for all questions: the disclosures and answers are plain elements styled from here.
const Items = styled.div`
  display: grid;
  gap: ${t.space[3]};
  max-width: 52rem;
  margin-inline: auto;

  & > details {
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    transition:
      border-color ${t.duration.fast} ease,
      box-shadow ${t.duration.fast} ease;
  }

  & > details[open] {
    border-color: ${t.color.borderStrong};
    box-shadow: ${t.shadow.md};
  }

  & summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[4]};
    padding: ${t.space[5]} ${t.space[6]};
    border-radius: inherit;
    font-weight: ${t.fontWeight.semibold};
    line-height: ${t.lineHeight.snug};
    list-style: none;
    cursor: pointer;
  }

  & summary::-webkit-details-marker {
    display: none;
  }

  & summary:hover {
    color: ${t.color.primarySoftFg};
  }

  & summary svg {
    flex: none;
    color: ${t.color.fgMuted};
    transition: transform ${t.duration.base} ${t.easing.out};
  }

  & details[open] > summary svg {
    transform: rotate(180deg);
  }

  .answer {
    display: grid;
    gap: ${t.space[3]};
    padding: 0 ${t.space[6]} ${t.space[6]};
    color: ${t.color.fgMuted};
  }

  .answer :is(ul, ol) {
    margin: 0;
    padding-inline-start: 1.25em;
  }

  .answer :is(h3, h4) {
    color: ${t.color.fg};
    font-size: ${t.fontSize.base};
  }

  ${media.md} {
    .answer {
      padding-inline-end: ${t.space[16]};
    }
  }
`

interface FaqProps {
  content: SectionContent<'faq'>
}

/** The page's questions (companies' or talents') as native disclosure widgets, one open at a time. */
export function Faq({ content }: FaqProps) {
  const heading = text(content?.heading)
  const items = entries(content?.items).filter(
    (item) => text(item.question) && hasAnswer(item.answer),
  )
  if (!content || !heading || items.length === 0) return null

  return (
    <LandingSection id="faq" tone="muted" intro={{ ...content, heading }}>
      <JsonLd data={faqPageData(items)} />
      <Items>
        {items.map((item) => (
          <details key={item._id} name={FAQ_GROUP}>
            <summary>
              {item.question}
              <Icon name="chevron-down" />
            </summary>
            <div className="answer">
              <Answer value={item.answer} />
            </div>
          </details>
        ))}
      </Items>
    </LandingSection>
  )
}
