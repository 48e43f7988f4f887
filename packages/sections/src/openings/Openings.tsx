import { buttonClassName } from '@repo/ui'
import { CtaButton, ctaTarget, type CtaTargets } from '../lib/CtaButton'
import { fillTemplate } from '../lib/format'
import { entries, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { withMailSubject } from './application'
import { JsonLd } from '../lib/JsonLd'
import { jobPostingsData } from './structuredData'
import './Openings.css'

interface OpeningsProps {
  /** Anchor id of the section (the hero's button links to it). */
  id: string
  content: SectionOf<'openingsSection'>
  targets: CtaTargets | null | undefined
  /** The employer and its home page, for the JobPosting structured data. */
  brand?: string | null
  siteUrl: string
}

/** The career openings with their facts and an apply link each, then a spontaneous application. */
export function Openings({ id, content, targets, brand, siteUrl }: OpeningsProps) {
  const heading = text(content?.heading)
  const openings = entries(content?.items).filter((opening) => text(opening.title))
  if (!content || !heading || openings.length === 0) return null
  const applyLabel = text(content.applyCta?.label)
  const applyTarget = content.applyCta ? ctaTarget(content.applyCta, targets) : null
  const subjectTemplate = text(content.subjectTemplate)
  const spontaneous = content.spontaneous

  return (
    <Band className="openings" id={id} intro={{ ...content, heading }}>
      {jobPostingsData(text(brand), openings, siteUrl).map((posting) => (
        <JsonLd key={posting.title} data={posting} />
      ))}
      <ul className="items">
        {openings.map((opening) => {
          const facts = [
            { key: 'department', label: content.departmentLabel, value: opening.department },
            { key: 'type', label: content.typeLabel, value: opening.employmentType },
            { key: 'location', label: content.locationLabel, value: opening.location },
          ]
          const title = opening.title ?? ''
          const subject = subjectTemplate ? fillTemplate(subjectTemplate, { title }) : undefined
          return (
            <li key={opening._id}>
              <article aria-labelledby={`${opening._id}-title`}>
                <h3 id={`${opening._id}-title`}>{title}</h3>
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
                {applyLabel && applyTarget ? (
                  <a
                    className={buttonClassName({ className: 'apply' })}
                    href={withMailSubject(applyTarget.href, subject)}
                    data-cta-action={content.applyCta?.action ?? undefined}
                    {...applyTarget.linkProps}
                  >
                    {applyLabel}
                  </a>
                ) : null}
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
