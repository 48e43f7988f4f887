import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { fillTemplate } from '@/lib/format'
import { entries, strings, text } from '../guards'
import type { Content, InterviewQuestionsPage } from '../resourceTypes'
import { Band } from '../shared/Band'
import { RoleNav, roleAnchor, roleNavCss } from '../shared/RoleNav'
import { groupByCategory } from './group'

// The section's one styled element: the whole catalogue (48 questions) is plain, class-styled markup.
const Root = styled.div`
  ${roleNavCss}

  .qs-roles {
    display: grid;
    gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  }

  .qs-role {
    display: grid;
    gap: ${t.space[6]};
    padding: clamp(1rem, 0.5rem + 2.5vw, 3rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.xl};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }

  .qs-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${t.space[2]} ${t.space[4]};
  }

  .qs-head h3 {
    font-size: ${t.fontSize['2xl']};
    letter-spacing: ${t.letterSpacing.tight};
  }

  .qs-count {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.medium};
    white-space: nowrap;
  }

  .qs-body {
    display: grid;
    gap: ${t.space[6]};
    align-items: start;

    ${media.lg} {
      grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
    }
  }

  .qs-groups {
    display: grid;
    gap: ${t.space[3]};
  }

  details {
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
  }

  details[open] {
    border-color: ${t.color.borderStrong};
  }

  summary {
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
    border-radius: inherit;
    font-weight: ${t.fontWeight.semibold};
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary:hover {
    color: ${t.color.primarySoftFg};
  }

  /* Chevron drawn in CSS: no icon markup repeated per group. */
  summary::after {
    content: '';
    flex: none;
    width: 0.55em;
    height: 0.55em;
    margin-inline-start: ${t.space[1]};
    border-block-end: 2px solid currentColor;
    border-inline-end: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform ${t.duration.base} ${t.easing.out};
  }

  details[open] > summary::after {
    transform: translateY(25%) rotate(-135deg);
  }

  .qs-category {
    flex: 1;
  }

  .qs-list {
    display: grid;
    gap: ${t.space[5]};
    margin: 0;
    padding: 0 ${t.space[4]} ${t.space[5]} calc(${t.space[4]} + 1.5em);
  }

  .qs-list li::marker {
    color: ${t.color.primary};
    font-weight: ${t.fontWeight.bold};
  }

  /* Question, then why it is asked: element selectors keep 48 items free of class names. */
  .qs-list > li > p:first-child {
    font-weight: ${t.fontWeight.semibold};
  }

  .qs-list > li > p + p {
    margin-block-start: ${t.space[1]};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.55;
  }

  .qs-list b {
    display: block;
    color: ${t.color.fg};
  }

  .qs-criteria {
    display: grid;
    gap: ${t.space[3]};
  }

  .qs-crit {
    display: grid;
    gap: ${t.space[3]};
    padding: ${t.space[5]};
    border-radius: ${t.radius.lg};
    background: ${t.color.bgMuted};
  }

  .qs-crit h4 {
    font-size: ${t.fontSize.base};
  }

  .qs-crit ul {
    display: grid;
    gap: ${t.space[2]};
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
  }

  .qs-crit li {
    position: relative;
    padding-inline-start: 1.5em;
  }

  .qs-crit li::before {
    position: absolute;
    inset-inline-start: 0;
    font-weight: ${t.fontWeight.bold};
  }

  .qs-look li::before {
    content: '→';
    content: '→' / '';
    color: ${t.color.primary};
  }

  .qs-red {
    background: ${t.color.destructiveSoft};
  }

  .qs-red li::before {
    content: '✕';
    content: '✕' / '';
    color: ${t.color.destructiveSoftFg};
  }

  .qs-green {
    background: ${t.color.successSoft};
  }

  .qs-green li::before {
    content: '✓';
    content: '✓' / '';
    color: ${t.color.successSoftFg};
  }
`

type Section = NonNullable<InterviewQuestionsPage['questions']>
type RoleEntry = NonNullable<Section['roles']>[number]

interface Question {
  _id: string
  category: string
  question: string
  why?: string
}

const roleTitle = (entry: RoleEntry) => text(entry.role?.title) ?? text(entry.role?.name)

/** The role's questions that have a category and a question text. */
function questionsOf(entry: RoleEntry): Question[] {
  return entries(entry.questions).flatMap(({ _id, category, question, why }) => {
    const categoryText = text(category)
    const questionText = text(question)
    return categoryText && questionText
      ? [{ _id, category: categoryText, question: questionText, why: text(why) }]
      : []
  })
}

function Criteria({
  label,
  items,
  className,
}: {
  label?: string
  items: string[]
  className: string
}) {
  if (!label || items.length === 0) return null
  return (
    <div className={`qs-crit ${className}`}>
      <h4>{label}</h4>
      <ul role="list">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

interface RoleQuestionsProps {
  entry: RoleEntry
  questions: Question[]
  labels: Section
  count: (value: number) => string | undefined
}

function RoleQuestions({ entry, questions, labels, count }: RoleQuestionsProps) {
  const anchor = roleAnchor(entry.role?.key)
  const headingId = anchor ? `${anchor}-heading` : undefined
  const whyLabel = text(labels.whyLabel)

  return (
    <article className="qs-role" id={anchor} aria-labelledby={headingId}>
      <header className="qs-head">
        <h3 id={headingId}>{roleTitle(entry)}</h3>
        {count(questions.length) ? <p className="qs-count">{count(questions.length)}</p> : null}
      </header>
      <div className="qs-body">
        <div className="qs-groups">
          {groupByCategory(questions).map((group, index) => (
            // Numbers run on through the role's categories (`start`), one count per role.
            <details key={group.category} open={index === 0}>
              <summary>
                <span className="qs-category">{group.category}</span>
                {count(group.questions.length) ? (
                  <span className="qs-count">{count(group.questions.length)}</span>
                ) : null}
              </summary>
              <ol className="qs-list" start={group.first}>
                {group.questions.map((question) => (
                  <li key={question._id}>
                    <p>{question.question}</p>
                    {question.why ? (
                      <p>
                        {whyLabel ? <b>{whyLabel}</b> : null}
                        {question.why}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </details>
          ))}
        </div>
        <div className="qs-criteria">
          <Criteria
            label={text(labels.lookForLabel)}
            items={strings(entry.lookFor)}
            className="qs-look"
          />
          <Criteria
            label={text(labels.redFlagsLabel)}
            items={strings(entry.redFlags)}
            className="qs-red"
          />
          <Criteria
            label={text(labels.greenFlagsLabel)}
            items={strings(entry.greenFlags)}
            className="qs-green"
          />
        </div>
      </div>
    </article>
  )
}

interface InterviewQuestionsProps {
  content: Content<InterviewQuestionsPage['questions']>
}

/**
 * The question catalogue: per role its questions by category (native disclosures, the first one
 * open), what to look for, red and green flags; jump links between the roles.
 */
export function InterviewQuestions({ content }: InterviewQuestionsProps) {
  const heading = text(content?.heading)
  const roles = entries(content?.roles)
    .map((entry) => ({ entry, questions: questionsOf(entry) }))
    .filter(({ entry, questions }) => roleTitle(entry) && questions.length > 0)
  if (!content || !heading || roles.length === 0) return null
  const template = text(content.countTemplate)
  const count = (value: number) => (template ? fillTemplate(template, { count: value }) : undefined)
  const navItems = roles.flatMap(({ entry, questions }) => {
    const id = roleAnchor(entry.role?.key)
    const label = text(entry.role?.name) ?? text(entry.role?.title)
    return id && label ? [{ id, label, hint: count(questions.length) }] : []
  })

  return (
    <Band body={Root} id="fragen" intro={{ ...content, heading }}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="qs-roles">
        {roles.map(({ entry, questions }) => (
          <RoleQuestions
            key={entry._key}
            entry={entry}
            questions={questions}
            labels={content}
            count={count}
          />
        ))}
      </div>
    </Band>
  )
}
