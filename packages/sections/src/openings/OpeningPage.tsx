import { stylesheet } from '../shared/stylesheet'
import { Prose } from '@repo/ui'
import type { OpeningPageQueryResult } from '@repo/content/sanity.types'
import type { CtaTargets } from '../lib/CtaButton'
import { formatDay } from '../lib/format'
import { JsonLd } from '../lib/JsonLd'
import { RichText } from '../lib/RichText'
import { careersPath } from '@repo/content/paths'
import { ApplyLink } from './ApplyLink'
import { employmentTypeLabel } from './opening'
import { jobPostingData } from './structuredData'

const styles = stylesheet('opening-page')

export type OpeningContent = NonNullable<OpeningPageQueryResult['opening']>
export type OpeningLabels = OpeningPageQueryResult['labels']

interface OpeningPageProps {
  opening: OpeningContent
  /** The careers list's labels and apply button. */
  labels: OpeningLabels
  targets: CtaTargets | null | undefined
  /** The employer, for the JobPosting (site settings). */
  brand: string | null | undefined
  /** This page and the employer's home page, absolute, for the JobPosting. */
  url: string
  siteUrl: string
}

/**
 * One opening on its own page: the way back to the list, title, short description, facts, the
 * apply button, the full description with the apply button again at its end, and its JobPosting
 * (Google reads it only on such a page).
 */
export function OpeningPage({ opening, labels, targets, brand, url, siteUrl }: OpeningPageProps) {
  const deadline = formatDay(opening.validThrough)
  const facts = labels
    ? [
        { key: 'department', label: labels.departmentLabel, value: opening.department },
        {
          key: 'type',
          label: labels.typeLabel,
          value: employmentTypeLabel(labels.employmentTypeLabels, opening.employmentType),
        },
        { key: 'location', label: labels.locationLabel, value: opening.location },
        { key: 'start', label: labels.startLabel, value: opening.start },
        {
          key: 'deadline',
          label: labels.validThroughLabel,
          value: deadline ? (
            <time dateTime={opening.validThrough ?? undefined}>{deadline}</time>
          ) : null,
        },
      ].filter((fact) => fact.value)
    : []

  return (
    <article className="opening-page" aria-labelledby="opening-title">
      <JsonLd data={jobPostingData(brand, opening, { url, siteUrl })} />
      <header>
        {labels ? (
          <a className="back" href={`/${careersPath}`}>
            {labels.backLabel}
          </a>
        ) : null}
        <h1 id="opening-title">{opening.title}</h1>
        <p className="lead">{opening.description}</p>
        {facts.length > 0 ? (
          <dl className="facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ApplyLink labels={labels} targets={targets} title={opening.title} size="lg" />
      </header>
      <Prose className="body">
        <RichText value={opening.body} />
      </Prose>
      {/* Who has read to the end applies from there, without scrolling back up. */}
      <footer>
        <ApplyLink labels={labels} targets={targets} title={opening.title} size="lg" />
      </footer>
      {styles}
    </article>
  )
}
