import type { ReactNode } from 'react'
import styled from 'styled-components'
import {
  Icon,
  Reveal,
  Section,
  SectionHeader,
  media,
  tokens as t,
  type SectionTone,
} from '@repo/ui'
import { fillTemplate } from '@/lib/format'
import { text } from '../../guards'
import { SECTION_HEADING_SIZE, type SectionIntro } from '../LandingSection'
import { CarouselIsland } from './CarouselIsland'
import { SLIDE_GAP_PX } from './scroll'

/** Styles the island's plain elements: native scroll row before keen-slider runs, its track after. */
const Frame = styled.div`
  [data-carousel-track]:focus-visible {
    outline-offset: 6px;
    border-radius: ${t.radius.md};
  }

  [data-carousel-head] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${t.space[6]};
    margin-block-end: clamp(2rem, 1.5rem + 2vw, 3rem);

    & > header {
      margin: 0;
    }
  }

  [data-carousel-controls] {
    display: flex;
    gap: ${t.space[3]};
    visibility: hidden;
  }

  [data-ready] [data-carousel-controls] {
    visibility: visible;
  }

  [data-carousel-controls] button {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    padding: 0;
    border: 1px solid ${t.color.borderStrong};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    color: ${t.color.fg};
    box-shadow: ${t.shadow.xs};
    transition:
      background-color ${t.duration.fast} ease,
      border-color ${t.duration.fast} ease,
      opacity ${t.duration.fast} ease;

    &:hover {
      border-color: ${t.color.fgMuted};
      background: ${t.color.bgMuted};
    }

    &:focus-visible {
      outline: 2px solid ${t.color.ring};
      outline-offset: 3px;
    }

    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: default;
    }
  }

  /* Room for the cards' shadows, which the track would otherwise clip. */
  [data-carousel-track] {
    padding-block: ${t.space[2]} ${t.space[6]};
  }

  [data-carousel-track]:not(.keen-slider) {
    display: flex;
    gap: ${SLIDE_GAP_PX}px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    scrollbar-width: thin;
  }

  [data-carousel-track]:not(.keen-slider) > * {
    flex: none;
    scroll-snap-align: start;
  }

  /* min/max width beat keen-slider's \`width: 100%\`; it measures each slide ("perView: auto"). */
  .keen-slider__slide {
    min-width: min(19rem, 82%);
    max-width: min(19rem, 82%);
  }

  /* keen-slider clips each slide; the card's shadow must show. */
  [data-carousel-track].keen-slider > .keen-slider__slide {
    overflow: visible;
  }

  ${media.sm} {
    .keen-slider__slide {
      min-width: 19rem;
      max-width: 19rem;
    }
  }
`

interface CarouselProps {
  /** Anchor id; the heading gets `<id>-heading` and names the carousel. */
  id: string
  intro: SectionIntro & { heading: string }
  previousLabel?: string | null
  nextLabel?: string | null
  tone?: SectionTone
  /** The slides, each a `CarouselSlide`. */
  children: ReactNode
  /** Styles for the slides' content, applied inside the carousel (one rule set per section). */
  className?: string
}

/**
 * A landing-page band with a header and a row of slides: rendered on the server, moved by a small
 * client island (previous/next by 400 px, or 90 % of the width on narrow screens).
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
      <Reveal>
        <Frame className={className}>
          <CarouselIsland
            labelledBy={headingId}
            header={
              <SectionHeader
                align="start"
                eyebrow={text(intro.eyebrow)}
                heading={intro.heading}
                headingId={headingId}
                size={SECTION_HEADING_SIZE}
                lead={text(intro.text)}
              />
            }
            previousLabel={text(previousLabel)}
            nextLabel={text(nextLabel)}
            previousIcon={<Icon name="chevron-left" />}
            nextIcon={<Icon name="chevron-right" />}
          >
            {children}
          </CarouselIsland>
        </Frame>
      </Reveal>
    </Section>
  )
}

interface CarouselSlideProps {
  /** The slide's accessible name. */
  label: string | undefined
  children: ReactNode
}

/** One slide: a named group, as keen-slider expects it (plain element, class `keen-slider__slide`). */
export function CarouselSlide({ label, children }: CarouselSlideProps) {
  return (
    <div className="keen-slider__slide" role="group" aria-label={label}>
      {children}
    </div>
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
  const filled = text(template)
  return filled ? fillTemplate(filled, { index: index + 1, count }) : fallback
}
