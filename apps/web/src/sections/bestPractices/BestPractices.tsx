import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { Content, InterviewQuestionsPage } from '../resourceTypes'
import { Band } from '../shared/Band'

// The section's one styled element; the practices are plain, class-styled markup.
const Root = styled.div`
  .bp-items {
    display: grid;
    gap: ${t.space[4]};
    counter-reset: practice;

    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }

    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  .bp-items > li {
    display: grid;
    align-content: start;
    gap: ${t.space[2]};
    padding: ${t.space[6]};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    counter-increment: practice;
  }

  /* The list's own number as a badge; empty alt text, as the list already numbers it. */
  .bp-items > li::before {
    content: counter(practice, decimal-leading-zero);
    content: counter(practice, decimal-leading-zero) / '';
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-block-end: ${t.space[2]};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }

  .bp-items h3 {
    font-size: ${t.fontSize.lg};
  }

  .bp-items p {
    color: ${t.color.fgMuted};
  }
`

interface BestPracticesProps {
  content: Content<InterviewQuestionsPage['bestPractices']>
}

/** General rules for sales interviews, numbered. */
export function BestPractices({ content }: BestPracticesProps) {
  const heading = text(content?.heading)
  const items = entries(content?.items).filter((item) => text(item.title))
  if (!content || !heading || items.length === 0) return null

  return (
    <Band body={Root} id="best-practices" tone="muted" intro={{ ...content, heading }}>
      <ol role="list" className="bp-items">
        {items.map((item) => (
          <li key={item._key}>
            <h3>{item.title}</h3>
            {text(item.text) ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </Band>
  )
}
