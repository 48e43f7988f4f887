import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { ApplyLink } from './ApplyLink'
import { isOpen, openingHref } from './opening'
import './Openings.css'

interface OpeningsProps {
  /** Anchor id of the section (the hero's button links to it). */
  id: string
  content: SectionOf<'openingsSection'>
  targets: CtaTargets | null | undefined
}

/**
 * The open career openings with their facts, each linking to its own page (where its JobPosting
 * is) and with an apply link, then a spontaneous application.
 */
export function Openings({ id, content, targets }: OpeningsProps) {
  const heading = text(content?.heading)
  const openings = entries(content?.items).filter(
    (opening) => text(opening.title) && text(opening.slug) && isOpen(opening),
  )
  if (!content || !heading || openings.length === 0) return null
  const spontaneous = content.spontaneous

  return (
    <Band className="openings" id={id} intro={{ ...content, heading }}>
      <ul className="items">
        {openings.map((opening) => {
          const facts = [
            { key: 'department', label: content.departmentLabel, value: opening.department },
            { key: 'type', label: content.typeLabel, value: opening.employmentType },
            { key: 'location', label: content.locationLabel, value: opening.location },
          ]
          const title = opening.title ?? ''
          return (
            <li key={opening._id}>
              <article aria-labelledby={`${opening._id}-title`}>
                <h3 id={`${opening._id}-title`}>
                  <a href={openingHref(opening.slug ?? '')}>{title}</a>
                </h3>
                <dl>
                  {facts
                    .filter((fact) => text(fact.value))
                    .map((fact) => (
                      <div key={fact.key}>
                        <dt className="ui-visually-hidden">{text(fact.label)}</dt>
                        <dd>{text(fact.value)}</dd>
                      </div>
                    ))}
                </dl>
                {text(opening.description) ? <p>{opening.description}</p> : null}
                <ApplyLink labels={content} targets={targets} title={title} />
              </article>
            </li>
          )
        })}
        {text(spontaneous?.heading) ? (
          <li className="spontaneous">
            <article aria-labelledby={`${id}-spontaneous`}>
              <div className="copy">
                <h3 id={`${id}-spontaneous`}>{spontaneous?.heading}</h3>
                {text(spontaneous?.text) ? <p>{spontaneous?.text}</p> : null}
              </div>
              <CtaButton cta={spontaneous?.cta} targets={targets} size="lg" />
            </article>
          </li>
        ) : null}
      </ul>
    </Band>
  )
}
