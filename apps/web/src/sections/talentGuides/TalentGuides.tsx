import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import type { Content, InterviewTipsPage } from '../resourceTypes'
import { Band } from '../shared/Band'
import { RoleNav, roleAnchor, roleNavCss } from '../shared/RoleNav'

// The section's one styled element: all three guides are plain, class-styled markup.
const Root = styled.div`
  ${roleNavCss}

  .guides {
    display: grid;
    gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  }

  .guide {
    display: grid;
    gap: ${t.space[8]};
    padding: clamp(1rem, 0.5rem + 2.5vw, 3rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.xl};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }

  .guide-head {
    display: grid;
    gap: ${t.space[3]};
    max-width: 48rem;
  }

  .guide-head h3 {
    font-size: ${t.fontSize['2xl']};
    letter-spacing: ${t.letterSpacing.tight};
  }

  .guide-head p {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.lg};
  }

  .guide-part {
    display: grid;
    gap: ${t.space[4]};
  }

  .guide-part h4 {
    font-size: ${t.fontSize.lg};
  }

  .guide-tips,
  .guide-questions {
    display: grid;
    gap: ${t.space[4]};

    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  .guide-tips > li,
  .guide-questions > li {
    display: grid;
    align-content: start;
    gap: ${t.space[2]};
    padding: ${t.space[5]};
    border-radius: ${t.radius.lg};
    background: ${t.color.bgMuted};
  }

  .guide-questions {
    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  .tip-importance {
    justify-self: start;
    padding: 0.125rem ${t.space[3]};
    border-radius: ${t.radius.full};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: ${t.fontSize.xs};
    font-weight: ${t.fontWeight.bold};
    letter-spacing: 0.02em;
  }

  .tip-importance[data-importance='critical'] {
    background: ${t.color.destructiveSoft};
    color: ${t.color.destructiveSoftFg};
  }

  .tip-importance[data-importance='veryImportant'] {
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
  }

  .tip-title,
  .cq-question {
    font-weight: ${t.fontWeight.semibold};
  }

  .tip-text,
  .cq-answer {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.55;
  }

  .cq-label {
    display: block;
    color: ${t.color.fg};
    font-weight: ${t.fontWeight.semibold};
  }

  .guide-lists {
    display: grid;
    gap: ${t.space[4]};

    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  .guide-list {
    display: grid;
    align-content: start;
    gap: ${t.space[3]};
    padding: ${t.space[5]};
    border-radius: ${t.radius.lg};
    background: ${t.color.successSoft};
  }

  .guide-list ul {
    display: grid;
    gap: ${t.space[2]};
  }

  .guide-list li {
    position: relative;
    padding-inline-start: 1.5em;
  }

  .guide-list li::before {
    content: '✓';
    content: '✓' / '';
    position: absolute;
    inset-inline-start: 0;
    color: ${t.color.successSoftFg};
    font-weight: ${t.fontWeight.bold};
  }

  .guide-donts {
    background: ${t.color.destructiveSoft};
  }

  .guide-donts li::before {
    content: '✕';
    content: '✕' / '';
    color: ${t.color.destructiveSoftFg};
  }
`

type Section = NonNullable<InterviewTipsPage['guides']>
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
  content: Content<InterviewTipsPage['guides']>
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
    <Band body={Root} id="guides" intro={{ ...content, heading }}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="guides">
        {guides.map((guide) => (
          <RoleGuide key={guide._key} guide={guide} labels={content} />
        ))}
      </div>
    </Band>
  )
}
