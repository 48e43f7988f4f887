import { stylesheet } from '../shared/stylesheet'
import type { ImagePropsFor } from '@repo/content/images'
import { Carousel, slideLabel } from '../shared/carousel/Carousel'
import { CarouselSlide } from '../shared/carousel/CarouselSlide'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('jobs-carousel')

type Section = SectionOf<'jobsCarouselSection'>
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
  const facts = [
    { key: 'industry', label: labels.industryLabel, value: job.industry },
    { key: 'payModel', label: labels.payModelLabel, value: labels.payModelLabels[job.payModel] },
    { key: 'ote', label: labels.oteLabel, value: job.oteRange },
    { key: 'location', label: labels.locationLabel, value: job.location },
  ]

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
        <h3 className="job-company">{hyphenate(job.company)}</h3>
        <p className="job-tags">
          <span className="job-role">{job.role}</span>
          <span className="job-sample">{labels.sampleLabel}</span>
        </p>
      </div>
      <dl className="job-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{hyphenate(fact.label)}</dt>
            <dd data-ote={fact.key === 'ote' ? '' : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
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
  const { jobs } = content
  if (jobs.length === 0) return null

  return (
    <Carousel
      className="jobs-carousel"
      id="jobs"
      tone="muted"
      intro={content}
      previousLabel={content.previousLabel}
      nextLabel={content.nextLabel}
    >
      {jobs.map((job, index) => (
        <CarouselSlide
          key={index}
          label={slideLabel(content.slideLabelTemplate, index, jobs.length, job.company)}
        >
          <JobCard job={job} labels={content} imageProps={imageProps} />
        </CarouselSlide>
      ))}
      {styles}
    </Carousel>
  )
}
