import { stylesheet } from '../shared/stylesheet'
import { CtaButton, type CtaTargets } from '../lib/CtaButton'
import { anchor } from '../props'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { ApplyLink } from './ApplyLink'
import { employmentTypeLabel, isOpen, openingHref } from './opening'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('openings')

interface OpeningsProps {
  content: SectionOf<'openingsSection'>
  targets: CtaTargets | null | undefined
}

/**
 * The open career openings with their facts, each linking to its own page (where its JobPosting
 * is) and with an apply link, then a spontaneous application.
 */
export function Openings({ content, targets }: OpeningsProps) {
  const id = anchor(content, 'stellen')
  const openings = content.items.filter((opening) => isOpen(opening))
  if (openings.length === 0) return null
  const { spontaneous } = content

  return (
    <Band className="openings" id={id} intro={content}>
      <ul className="items">
        {openings.map((opening) => {
          const facts = [
            { key: 'department', label: content.departmentLabel, value: opening.department },
            {
              key: 'type',
              label: content.typeLabel,
              value: employmentTypeLabel(content.employmentTypeLabels, opening.employmentType),
            },
            { key: 'location', label: content.locationLabel, value: opening.location },
          ].filter((fact) => fact.value)
          return (
            <li key={opening._id}>
              <article aria-labelledby={`${opening._id}-title`}>
                <h3 id={`${opening._id}-title`}>
                  <a href={openingHref(opening.slug)}>{hyphenate(opening.title)}</a>
                </h3>
                <dl>
                  {facts.map((fact) => (
                    <div key={fact.key}>
                      <dt className="ui-visually-hidden">{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                <p>{opening.description}</p>
                <ApplyLink labels={content} targets={targets} title={opening.title} />
              </article>
            </li>
          )
        })}
        <li className="spontaneous">
          <article aria-labelledby={`${id}-spontaneous`}>
            <div className="copy">
              <h3 id={`${id}-spontaneous`}>{hyphenate(spontaneous.heading)}</h3>
              <p>{spontaneous.text}</p>
            </div>
            <CtaButton cta={spontaneous.cta} targets={targets} size="lg" />
          </article>
        </li>
      </ul>
      {styles}
    </Band>
  )
}
