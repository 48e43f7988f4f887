import type { ImagePropsFor } from '@repo/content/images'
import { entries, text } from '../guards'
import { Carousel, slideLabel } from '../shared/carousel/Carousel'
import { CarouselSlide } from '../shared/carousel/CarouselSlide'
import type { SectionOf } from '../types'
import './JobsCarousel.css'

type Section = NonNullable<SectionOf<'jobsCarouselSection'>>
type Job = Section['jobs'][number]

/** Logos are shown at 3rem; the image helper adds the 2× source. */
const LOGO_WIDTH = 48

interface JobCardProps {
  job: Job
  labels: Section
  imageProps: ImagePropsFor
}

/** One sample job: logo, company, role, sample mark, then industry, pay model, OTE and place. */
function JobCard({ job, labels, imageProps }: JobCardProps) {
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
  content: SectionOf<'jobsCarouselSection'>
  /** Image URLs of the configured content source. */
  imageProps: ImagePropsFor
}

/** Carousel of the sample top jobs (marked as samples), movement in the shared client island. */
export function JobsCarousel({ content, imageProps }: JobsCarouselProps) {
  const heading = text(content?.heading)
  const jobs = entries(content?.jobs).filter((job) => text(job.company))
  if (!content || !heading || jobs.length === 0) return null

  return (
    <Carousel
      className="jobs-carousel"
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
          <JobCard job={job} labels={content} imageProps={imageProps} />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
