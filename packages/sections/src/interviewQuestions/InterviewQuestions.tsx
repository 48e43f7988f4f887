import { stylesheet } from '../shared/stylesheet'
import { fillTemplate } from '../lib/format'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { RoleNav } from '../shared/RoleNav'
import { groupByCategory } from './group'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('interview-questions')

type Section = SectionOf<'interviewQuestionsSection'>
type RoleEntry = Section['roles'][number]

function Criteria({
  label,
  items,
  className,
}: {
  label: string
  items: string[]
  className: string
}) {
  if (items.length === 0) return null
  return (
    <div className={`qs-crit ${className}`}>
      <h4>{hyphenate(label)}</h4>
      <ul role="list">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

interface RoleQuestionsProps {
  entry: RoleEntry
  labels: Section
  count: (value: number) => string
}

function RoleQuestions({ entry, labels, count }: RoleQuestionsProps) {
  // The key is one of the roles' slugs: the role's anchor (`#closer`).
  const headingId = `${entry.role.key}-heading`

  return (
    <article className="qs-role" id={entry.role.key} aria-labelledby={headingId}>
      <header className="qs-head">
        <h3 id={headingId}>{hyphenate(entry.role.title)}</h3>
        <p className="qs-count">{count(entry.questions.length)}</p>
      </header>
      <div className="qs-body">
        <div className="qs-groups">
          {groupByCategory(entry.questions).map((group, index) => (
            // Numbers run on through the role's categories (`start`), one count per role.
            <details key={index} open={index === 0}>
              <summary>
                <span className="qs-category">{group.category}</span>
                <span className="qs-count">{count(group.questions.length)}</span>
              </summary>
              <ol className="qs-list" start={group.first}>
                {group.questions.map((question, index) => (
                  <li key={index}>
                    <p>{question.question}</p>
                    <p>
                      <b>{labels.whyLabel}</b>
                      {question.why}
                    </p>
                  </li>
                ))}
              </ol>
            </details>
          ))}
        </div>
        <div className="qs-criteria">
          <Criteria label={labels.lookForLabel} items={entry.lookFor} className="qs-look" />
          <Criteria label={labels.redFlagsLabel} items={entry.redFlags} className="qs-red" />
          <Criteria label={labels.greenFlagsLabel} items={entry.greenFlags} className="qs-green" />
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
  // A role without questions has nothing to show.
  const roles = content.roles.filter((entry) => entry.questions.length > 0)
  if (roles.length === 0) return null
  const count = (value: number) => fillTemplate(content.countTemplate, { count: value })
  const navItems = roles.map((entry) => ({
    id: entry.role.key,
    label: entry.role.name,
    hint: count(entry.questions.length),
  }))

  return (
    <Band className="interview-questions" id="fragen" intro={content}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="qs-roles">
        {roles.map((entry, index) => (
          <RoleQuestions key={index} entry={entry} labels={content} count={count} />
        ))}
      </div>
      {styles}
    </Band>
  )
}
