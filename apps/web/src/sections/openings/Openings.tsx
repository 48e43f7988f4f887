import styled from 'styled-components'
import { buttonClassName, media, tokens as t } from '@repo/ui'
import { CtaButton, ctaTarget, type CtaTargets } from '@/components/CtaButton'
import { newTabProps } from '@/components/href'
import { fillTemplate } from '@/lib/format'
import { entries, text } from '../guards'
import type { CareersPage, PageSection } from '../pageTypes'
import { Band } from '../shared/Band'
import { withMailSubject } from './application'
import { JsonLd } from '@/seo/JsonLd'
import { jobPostingsData } from '@/seo/structuredData'

/* One styled band; the apply links are plain links with the UI button classes. */
const Root = styled.div`
  .openings {
    display: grid;
    gap: ${t.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.md} {
    .openings {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .openings > li > article {
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    height: 100%;
    padding: clamp(1.5rem, 1rem + 1.5vw, 2rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  }
  .openings h3 {
    font-size: ${t.fontSize.xl};
  }
  .openings dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  }
  .openings dl > div {
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radius.full};
    background: ${t.color.secondary};
    color: ${t.color.secondaryFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.medium};
  }
  .openings dd {
    margin: 0;
  }
  article > p {
    flex: 1;
    color: ${t.color.fgMuted};
  }
  .apply {
    align-self: flex-start;
  }

  /* The spontaneous application spans the row and stands out. */
  .openings > li.spontaneous {
    grid-column: 1 / -1;
  }
  .openings > li.spontaneous > article {
    border-style: dashed;
    border-color: ${t.color.primary};
    background: ${t.color.primarySoft};
  }
  ${media.md} {
    .openings > li.spontaneous > article {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
    }
    .openings > li.spontaneous .copy {
      flex: 1 1 24rem;
    }
  }
  .copy {
    display: grid;
    gap: ${t.space[2]};
  }
  .copy p {
    color: ${t.color.fgMuted};
  }
`

interface OpeningsProps {
  /** Anchor id of the section (the hero's button links to it). */
  id: string
  content: PageSection<CareersPage, 'openings'>
  targets: CtaTargets | null | undefined
  /** The employer, for the JobPosting structured data. */
  brand?: string | null
}

/** The career openings with their facts and an apply link each, then a spontaneous application. */
export function Openings({ id, content, targets, brand }: OpeningsProps) {
  const heading = text(content?.heading)
  const openings = entries(content?.items).filter((opening) => text(opening.title))
  if (!content || !heading || openings.length === 0) return null
  const applyLabel = text(content.applyCta?.label)
  const applyTarget = content.applyCta ? ctaTarget(content.applyCta, targets) : null
  const subjectTemplate = text(content.subjectTemplate)
  const spontaneous = content.spontaneous

  return (
    <Band body={Root} id={id} intro={{ ...content, heading }}>
      {jobPostingsData(text(brand), openings).map((posting) => (
        <JsonLd key={posting.title} data={posting} />
      ))}
      <ul className="openings">
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
                    {...(applyTarget.external ? newTabProps : {})}
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
