import styled from 'styled-components'
import { tokens as t } from '@repo/ui'
import { imageProps } from '@/lib/image'
import { entries, text } from '../guards'
import { Carousel, CarouselSlide, slideLabel } from '../shared/carousel/Carousel'
import type { TalentSectionContent } from '../types'

type Section = NonNullable<TalentSectionContent<'jobsCarousel'>>
type Job = Section['jobs'][number]

/** Logos are shown at 3rem; the image helper adds the 2× source. */
const LOGO_WIDTH = 48

// The job cards' rule set, applied inside the carousel frame: one for all nine cards.
const JobsFrame = styled(Carousel)`
  .job {
    display: flex;
    flex-direction: column;
    gap: ${t.space[5]};
    height: 100%;
    padding: ${t.space[5]};
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }

  .job-head {
    display: grid;
    align-items: center;
    gap: ${t.space[1]} ${t.space[3]};
  }

  /* The logo spans both lines on the left; without one, the text takes the whole width. */
  .job-head:has(> .job-logo) {
    grid-template-columns: auto minmax(0, 1fr);
  }

  .job-head > :not(.job-logo) {
    grid-column: -2 / -1;
  }

  .job-logo {
    grid-row: span 2;
    width: 3rem;
    height: 3rem;
    border-radius: ${t.radius.md};
    background: ${t.color.bgMuted};
  }

  .job-company {
    font-size: ${t.fontSize.lg};
    line-height: ${t.lineHeight.snug};
  }

  .job-tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  }

  .job-tags > span {
    padding: 0.125rem 0.5rem;
    border: 1px solid transparent;
    border-radius: ${t.radius.full};
    font-size: 0.8125rem;
    font-weight: ${t.fontWeight.semibold};
    line-height: 1.4;
  }

  .job-role {
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
  }

  /* Sample data is marked on every card, in words (not by colour alone). */
  .job-tags > .job-sample {
    border-color: ${t.color.borderStrong};
    color: ${t.color.fgMuted};
  }

  .job-facts {
    display: grid;
    margin-block-start: auto;
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radius.md};
    background: ${t.color.bgMuted};
  }

  /* One fact per line, label left and value right (dt before dd). */
  .job-facts > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${t.space[3]};
    padding-block: ${t.space[2]};
  }

  .job-facts > div + div {
    border-top: 1px solid ${t.color.border};
  }

  .job-facts dt {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .job-facts dd {
    margin: 0;
    color: ${t.color.fg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.semibold};
    text-align: end;
  }

  .job-facts [data-ote] {
    color: ${t.color.primarySoftFg};
    font-size: ${t.fontSize.base};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`

interface JobCardProps {
  job: Job
  labels: Section
}

/** One sample job: logo, company, role, sample mark, then industry, pay model, OTE and place. */
function JobCard({ job, labels }: JobCardProps) {
  const logo = imageProps(job.logo, { width: LOGO_WIDTH })
  const role = text(job.role)
  const sample = text(labels.sampleLabel)
  const payModel = job.payModel ? text(labels.payModelLabels?.[job.payModel]) : undefined
  const facts = [
    { key: 'industry', label: text(labels.industryLabel), value: text(job.industry) },
    { key: 'payModel', label: text(labels.payModelLabel), value: payModel },
    { key: 'ote', label: text(labels.oteLabel), value: text(job.oteRange) },
    { key: 'location', label: text(labels.locationLabel), value: text(job.location) },
  ].filter((fact) => fact.label && fact.value)

  return (
    <article className="job">
      <div className="job-head">
        {logo ? (
          <img
            className="job-logo"
            {...logo}
            alt={logo.alt}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        ) : null}
        <h3 className="job-company">{job.company}</h3>
        {role || sample ? (
          <p className="job-tags">
            {role ? <span className="job-role">{role}</span> : null}
            {sample ? <span className="job-sample">{sample}</span> : null}
          </p>
        ) : null}
      </div>
      {facts.length > 0 ? (
        <dl className="job-facts">
          {facts.map((fact) => (
            <div key={fact.key}>
              <dt>{fact.label}</dt>
              <dd data-ote={fact.key === 'ote' ? '' : undefined}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  )
}

interface JobsCarouselProps {
  content: TalentSectionContent<'jobsCarousel'>
}

/** Carousel of the sample top jobs (marked as samples), movement in the shared client island. */
export function JobsCarousel({ content }: JobsCarouselProps) {
  const heading = text(content?.heading)
  const jobs = entries(content?.jobs).filter((job) => text(job.company))
  if (!content || !heading || jobs.length === 0) return null

  return (
    <JobsFrame
      id="jobs"
      tone="muted"
      intro={{ ...content, heading }}
      previousLabel={content.previousLabel}
      nextLabel={content.nextLabel}
    >
      {jobs.map((job, index) => (
        <CarouselSlide
          key={job._id}
          label={slideLabel(content.slideLabelTemplate, index, jobs.length, text(job.company))}
        >
          <JobCard job={job} labels={content} />
        </CarouselSlide>
      ))}
    </JobsFrame>
  )
}
