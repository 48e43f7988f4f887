import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { RoleNav, roleAnchor } from '../shared/RoleNav'
import './TalentGuides.css'

type Section = NonNullable<SectionOf<'talentGuidesSection'>>
type Guide = NonNullable<Section['roles']>[number]
type Importance = keyof NonNullable<Section['importanceLabels']>

const importances: readonly string[] = ['critical', 'veryImportant', 'important']
const isImportance = (value: unknown): value is Importance =>
  typeof value === 'string' && importances.includes(value)

const guideTitle = (guide: Guide) => text(guide.role?.title) ?? text(guide.role?.name)

function List({ label, items, className }: { label?: string; items: string[]; className: string }) {
  if (!label || items.length === 0) return null
  return (
    <div className={`guide-list ${className}`}>
      <h4>{label}</h4>
      <ul role="list">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function RoleGuide({ guide, labels }: { guide: Guide; labels: Section }) {
  const anchor = roleAnchor(guide.role?.key)
  const headingId = anchor ? `${anchor}-heading` : undefined
  const tipsLabel = text(labels.tipsLabel)
  const questionsLabel = text(labels.questionsLabel)
  const howToAnswerLabel = text(labels.howToAnswerLabel)
  const tips = entries(guide.tips).filter((tip) => text(tip.title))
  const questions = entries(guide.commonQuestions).filter((q) => text(q.question))

  return (
    <article className="guide" id={anchor} aria-labelledby={headingId}>
      <header className="guide-head">
        <h3 id={headingId}>{guideTitle(guide)}</h3>
        {text(guide.intro) ? <p>{guide.intro}</p> : null}
      </header>
      {tipsLabel && tips.length > 0 ? (
        <div className="guide-part">
          <h4>{tipsLabel}</h4>
          <ul role="list" className="guide-tips">
            {tips.map((tip) => {
              const importance = isImportance(tip.importance)
                ? text(labels.importanceLabels?.[tip.importance])
                : undefined
              return (
                <li key={tip._key}>
                  {importance ? (
                    <span className="tip-importance" data-importance={tip.importance}>
                      {importance}
                    </span>
                  ) : null}
                  <p className="tip-title">{tip.title}</p>
                  {text(tip.description) ? <p className="tip-text">{tip.description}</p> : null}
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {questionsLabel && questions.length > 0 ? (
        <div className="guide-part">
          <h4>{questionsLabel}</h4>
          <ul role="list" className="guide-questions">
            {questions.map((question) => (
              <li key={question._key}>
                <p className="cq-question">{question.question}</p>
                {text(question.howToAnswer) ? (
                  <p className="cq-answer">
                    {howToAnswerLabel ? <span className="cq-label">{howToAnswerLabel}</span> : null}
                    {question.howToAnswer}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="guide-lists">
        <List label={text(labels.dosLabel)} items={strings(guide.dos)} className="guide-dos" />
        <List
          label={text(labels.dontsLabel)}
          items={strings(guide.donts)}
          className="guide-donts"
        />
      </div>
    </article>
  )
}

interface TalentGuidesProps {
  content: SectionOf<'talentGuidesSection'>
}

/** One interview guide per role for talents: tips by importance, common questions, do's and don'ts. */
export function TalentGuides({ content }: TalentGuidesProps) {
  const heading = text(content?.heading)
  const guides = entries(content?.roles).filter((guide) => guideTitle(guide))
  if (!content || !heading || guides.length === 0) return null
  const navItems = guides.flatMap((guide) => {
    const id = roleAnchor(guide.role?.key)
    const label = text(guide.role?.name) ?? guideTitle(guide)
    return id && label ? [{ id, label }] : []
  })

  return (
    <Band className="talent-guides" id="guides" intro={{ ...content, heading }}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="guides">
        {guides.map((guide) => (
          <RoleGuide key={guide._key} guide={guide} labels={content} />
        ))}
      </div>
    </Band>
  )
}
