import type { ImagePropsFor } from '@repo/content/images'
import { Section } from '@repo/ui'
import type { CtaTargets } from '../lib/CtaButton'
import { anchor, bandTone } from '../props'
import { CtaLink } from '../shared/CtaLink'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'

const styles = stylesheet('case-study')

/** The customer's logo is drawn at most this wide (CSS px). */
const LOGO_WIDTH = 160

interface CaseStudyProps {
  content: SectionOf<'caseStudySection'>
  targets: CtaTargets | null | undefined
  imageProps: ImagePropsFor
}

/** A customer's quote beside the results in figures, under their logo, with a link to more. */
export function CaseStudy({ content, targets, imageProps }: CaseStudyProps) {
  const id = anchor(content, 'fallstudie')
  const logo = imageProps(content.logo, { width: LOGO_WIDTH })
  const headingId = `${id}-heading`
  const { eyebrow, heading, figures } = content

  return (
    <Section id={id} tone={bandTone(content)} aria-labelledby={headingId}>
      <article className="case-study">
        <header>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          {logo ? <img {...logo} alt={content.customer} loading="lazy" decoding="async" /> : null}
          {/* Without a heading of its own, the customer's name heads it (the logo shows it). */}
          <h2 id={headingId} className={!heading && logo ? 'ui-visually-hidden' : undefined}>
            {heading || content.customer}
          </h2>
        </header>
        <figure>
          <blockquote>
            <p>{content.quote}</p>
          </blockquote>
          <figcaption>
            <span className="person">{content.person}</span>
            <span className="role">
              {[content.role, content.customer].filter(Boolean).join(', ')}
            </span>
          </figcaption>
        </figure>
        {figures.length > 0 ? (
          <dl className="figures">
            {figures.map((figure, index) => (
              <div key={index}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <CtaLink cta={content.cta} targets={targets} variant="outline" />
      </article>
      {styles}
    </Section>
  )
}
