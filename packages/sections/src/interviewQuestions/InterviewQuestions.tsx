import { fillTemplate } from '../lib/format'
import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { RoleNav, roleAnchor } from '../shared/RoleNav'
import { groupByCategory } from './group'
import './InterviewQuestions.css'

type Section = NonNullable<SectionOf<'interviewQuestionsSection'>>
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
  content: SectionOf<'interviewQuestionsSection'>
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
    <Band className="interview-questions" id="fragen" intro={{ ...content, heading }}>
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
