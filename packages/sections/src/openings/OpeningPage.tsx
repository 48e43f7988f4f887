import { stylesheet } from '../shared/stylesheet'
import { Prose } from '@repo/ui'
import type { OpeningPageQueryResult } from '@repo/content/sanity.types'
import type { CtaTargets } from '../lib/CtaButton'
import { formatDay, formatEuroRange } from '../lib/format'
import { JsonLd } from '../lib/JsonLd'
import { RichText } from '../lib/RichText'
import { careersPath } from '@repo/content/paths'
import { ApplyLink } from './ApplyLink'
import { employmentTypeLabel } from './opening'
import { jobPostingData } from './structuredData'
import { hyphenate, hyphenateHeading } from '../lib/hyphenate'

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
 * One opening on its own page: the way back to the list, title, short description, facts (salary
 * range when set), the apply button, the full description and the lists of responsibilities,
 * requirements and benefits it has, the apply button again at the end, and its JobPosting
 * (Google reads it only on such a page).
 */
export function OpeningPage({ opening, labels, targets, brand, url, siteUrl }: OpeningPageProps) {
  const deadline = formatDay(opening.validThrough)
  const { salaryRange } = opening
  // Each list only when the opening has points for it (and the careers page a heading).
  const lists = labels
    ? [
        {
          key: 'responsibilities',
          heading: labels.responsibilitiesLabel,
          points: opening.responsibilities,
        },
        { key: 'requirements', heading: labels.requirementsLabel, points: opening.requirements },
        { key: 'benefits', heading: labels.benefitsLabel, points: opening.benefits },
      ].filter((list) => list.points?.length)
    : []
  const facts = labels
    ? [
        { key: 'department', label: labels.departmentLabel, value: opening.department },
        {
          key: 'type',
          label: labels.typeLabel,
          value: employmentTypeLabel(labels.employmentTypeLabels, opening.employmentType),
        },
        { key: 'location', label: labels.locationLabel, value: opening.location },
        {
          key: 'salary',
          label: labels.salaryLabel,
          value: salaryRange ? formatEuroRange(salaryRange.min, salaryRange.max) : null,
        },
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
        <h1 id="opening-title">{hyphenateHeading(opening.title)}</h1>
        <p className="lead">{opening.description}</p>
        {facts.length > 0 ? (
          <dl className="facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{hyphenate(fact.label)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ApplyLink labels={labels} targets={targets} title={opening.title} size="lg" />
      </header>
      <Prose className="body">
        <RichText value={opening.body} />
        {lists.map((list) => (
          <section key={list.key} aria-labelledby={`opening-${list.key}`}>
            <h2 id={`opening-${list.key}`}>{hyphenate(list.heading)}</h2>
            <ul>
              {list.points?.map((point, index) => (
                <li key={index}>{hyphenate(point)}</li>
              ))}
            </ul>
          </section>
        ))}
      </Prose>
      {/* Who has read to the end applies from there, without scrolling back up. */}
      <footer>
        <ApplyLink labels={labels} targets={targets} title={opening.title} size="lg" />
      </footer>
      {styles}
    </article>
  )
}
