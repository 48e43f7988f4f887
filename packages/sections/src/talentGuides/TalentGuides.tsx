import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { RoleNav } from '../shared/RoleNav'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('talent-guides')

type Section = SectionOf<'talentGuidesSection'>
type Guide = Section['roles'][number]

function List({ label, items, className }: { label: string; items: string[]; className: string }) {
  if (items.length === 0) return null
  return (
    <div className={`guide-list ${className}`}>
      <h4>{hyphenate(label)}</h4>
      <ul role="list">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function RoleGuide({ guide, labels }: { guide: Guide; labels: Section }) {
  // A role's key is one of the role slugs (an exact enum key), so it serves as the anchor.
  const anchor = guide.role.key
  const headingId = `${anchor}-heading`
  const { tips, commonQuestions } = guide

  return (
    <article className="guide" id={anchor} aria-labelledby={headingId}>
      <header className="guide-head">
        <h3 id={headingId}>{hyphenate(guide.role.title)}</h3>
        <p>{guide.intro}</p>
      </header>
      {tips.length > 0 ? (
        <div className="guide-part">
          <h4>{hyphenate(labels.tipsLabel)}</h4>
          <ul role="list" className="guide-tips">
            {tips.map((tip, index) => (
              <li key={index}>
                <span className="tip-importance" data-importance={tip.importance}>
                  {labels.importanceLabels[tip.importance]}
                </span>
                <p className="tip-title">{tip.title}</p>
                <p className="tip-text">{tip.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {commonQuestions.length > 0 ? (
        <div className="guide-part">
          <h4>{hyphenate(labels.questionsLabel)}</h4>
          <ul role="list" className="guide-questions">
            {commonQuestions.map((question, index) => (
              <li key={index}>
                <p className="cq-question">{question.question}</p>
                <p className="cq-answer">
                  <span className="cq-label">{labels.howToAnswerLabel}</span>
                  {question.howToAnswer}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="guide-lists">
        <List label={labels.dosLabel} items={guide.dos} className="guide-dos" />
        <List label={labels.dontsLabel} items={guide.donts} className="guide-donts" />
      </div>
    </article>
  )
}

interface TalentGuidesProps {
  content: SectionOf<'talentGuidesSection'>
}

/** One interview guide per role for talents: tips by importance, common questions, do's and don'ts. */
export function TalentGuides({ content }: TalentGuidesProps) {
  const guides = content.roles
  if (guides.length === 0) return null
  const navItems = guides.map((guide) => ({ id: guide.role.key, label: guide.role.name }))

  return (
    <Band className="talent-guides" id="guides" intro={content}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="guides">
        {guides.map((guide, index) => (
          <RoleGuide key={index} guide={guide} labels={content} />
        ))}
      </div>
      {styles}
    </Band>
  )
}
