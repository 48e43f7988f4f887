import { stylesheet } from '../stylesheet'
import type { ReactNode } from 'react'
import { Icon, Reveal, Section, SectionHeader, cx, type SectionTone } from '@repo/ui'
import { fillTemplate } from '../../lib/format'
import { SECTION_HEADING_SIZE, type SectionIntro } from '../LandingSection'
import { CarouselIsland } from '../../islands'
import { nativeRowScript } from './nativeRow'
import { hyphenateHeading } from '../../lib/hyphenate'

const sliderStyles = stylesheet('keen-slider')
const styles = stylesheet('carousel')

interface CarouselProps {
  /** Anchor id; the heading gets `<id>-heading` and names the carousel. */
  id: string
  intro: SectionIntro & { heading: string }
  previousLabel?: string | null
  nextLabel?: string | null
  tone?: SectionTone
  /** The slides, each a `CarouselSlide` (or a client component rendering them). */
  children: ReactNode
  /** The section's root class: its stylesheet styles the slides' content (one rule set per section). */
  className?: string
}

/**
 * A landing-page band with a header and a row of slides: rendered on the server, moved by a small
 * client island (previous/next by 400 px, or 90 % of the width on narrow screens, in whole cards),
 * and before that by an inline script, so the buttons work from the first paint.
 */
export function Carousel({
  id,
  intro,
  previousLabel,
  nextLabel,
  tone,
  children,
  className,
}: CarouselProps) {
  const headingId = `${id}-heading`
  return (
    // The carousel inside is the named region; naming the section too would announce it twice.
    <Section id={id} tone={tone}>
      <div className={cx('carousel', className)}>
        <CarouselIsland
          labelledBy={headingId}
          // Only the header rises into view: keen-slider measures the slides on screen, and the
          // reveal's scale would skew every position it computes (steps off the cards' edges).
          header={
            <Reveal>
              <SectionHeader
                align="start"
                eyebrow={intro.eyebrow ?? undefined}
                heading={hyphenateHeading(intro.heading)}
                headingId={headingId}
                size={SECTION_HEADING_SIZE}
                lead={intro.text ?? undefined}
              />
            </Reveal>
          }
          previousLabel={previousLabel ?? undefined}
          nextLabel={nextLabel ?? undefined}
          previousIcon={<Icon name="chevron-left" />}
          nextIcon={<Icon name="chevron-right" />}
        >
          {children}
        </CarouselIsland>
        <script dangerouslySetInnerHTML={{ __html: nativeRowScript }} />
      </div>
      {sliderStyles}
      {styles}
    </Section>
  )
}

/**
 * A slide's accessible name: the content's template (`{index} von {count}`) filled in, or the
 * fallback (the slide's own title) without one.
 */
export function slideLabel(
  template: string | null | undefined,
  index: number,
  count: number,
  fallback: string | undefined,
): string | undefined {
  return template ? fillTemplate(template, { index: index + 1, count }) : fallback
}
