'use client'

import type { KeenSliderInstance } from 'keen-slider'
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { SLIDE_GAP_PX, nearestCard, stepTarget } from './scroll'
import { useLazySlider } from './useLazySlider'

// Plain elements only (no @repo/ui): Carousel.css, loaded with the server-rendered frame around
// this island, styles it through its data attributes.

interface CarouselIslandProps {
  /** Id of the heading that names the carousel. */
  labelledBy: string
  /** The section header, laid out next to the buttons. */
  header: ReactNode
  previousLabel?: string
  nextLabel?: string
  previousIcon: ReactNode
  nextIcon: ReactNode
  /** The slides, each an element with the class `keen-slider__slide` (see CarouselSlide). */
  children: ReactNode
}

interface Edges {
  atStart: boolean
  atEnd: boolean
}

const EPSILON = 0.001
const easeOut = (t: number) => 1 - (1 - t) ** 4

/** The slides' start edges in px from the first one's, as laid out in the native row. */
function nativeStarts(track: HTMLElement): number[] {
  const slides = Array.from(track.children) as HTMLElement[]
  const first = slides[0]?.offsetLeft ?? 0
  return slides.map((slide) => slide.offsetLeft - first)
}

function edgesOf(slider: KeenSliderInstance): Edges {
  const track = slider.track.details
  if (!track) return { atStart: true, atEnd: true }
  return {
    atStart: track.position <= track.min + EPSILON,
    atEnd: track.position >= track.max - EPSILON,
  }
}

/**
 * keen-slider over slides rendered with the page. Before it starts (no JS yet) the slides are a
 * native scroll-snap row that the buttons move through the carousel's inline script (nativeRow);
 * once it runs, the buttons and the arrow keys move the track by `stepTarget` (whole cards) and
 * touch or mouse drags it, one card per swipe at most ('snap' mode). It starts when the track nears
 * the viewport (useLazySlider), on the card the native row was scrolled to.
 */
export function CarouselIsland({
  labelledBy,
  header,
  previousLabel,
  nextLabel,
  previousIcon,
  nextIcon,
  children,
}: CarouselIslandProps) {
  const [ready, setReady] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false })

  const syncEdges = useCallback((slider: KeenSliderInstance) => {
    const next = edgesOf(slider)
    setEdges((current) =>
      current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
    )
  }, [])

  const sliderRef = useLazySlider(trackRef, (track) => ({
    // Each drag ends on a card's edge, the next one at most: no fling far past the cards.
    mode: 'snap',
    initial: nearestCard(nativeStarts(track), track.scrollLeft),
    slides: { perView: 'auto', spacing: SLIDE_GAP_PX },
    created(slider) {
      // keen-slider moves the slides itself; the native row's scroll would offset them.
      slider.container.scrollLeft = 0
      setReady(true)
      syncEdges(slider)
    },
    detailsChanged: syncEdges,
  }))

  const move = useCallback(
    (direction: 1 | -1) => {
      const slider = sliderRef.current
      const track = slider?.track.details
      if (!ready || !slider || !track) return
      // In px from the track's start: keen-slider's unit is the container's width. Cards past
      // `maxIdx` start beyond the end of the track (`max`), where keen-slider has no distance.
      const px = (position: number) => (position - track.min) * slider.size
      const starts: number[] = []
      for (let index = track.minIdx; index <= track.maxIdx; index++) {
        starts.push(px(track.position + (slider.track.idxToDist(index, true) ?? 0)))
      }
      const target = stepTarget(
        starts,
        px(track.position),
        px(track.max),
        direction,
        slider.size,
        window.innerWidth,
      )
      const distance = target / slider.size + track.min - track.position
      if (Math.abs(distance) < EPSILON) return
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      slider.animator.start([{ distance, duration: still ? 0 : 600, easing: easeOut }])
    },
    [ready, sliderRef],
  )

  // Arrow keys on either button move the track too, as in a toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!ready || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    move(event.key === 'ArrowLeft' ? -1 : 1)
  }

  const withButtons = Boolean(previousLabel && nextLabel)

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      data-carousel=""
      data-ready={ready ? '' : undefined}
    >
      <div data-carousel-head="">
        {header}
        {withButtons ? (
          <div data-carousel-controls="">
            <button
              type="button"
              aria-label={previousLabel}
              // Until the slider runs, the inline script keeps it (nativeRow).
              aria-disabled={ready ? edges.atStart : undefined}
              suppressHydrationWarning
              onClick={() => move(-1)}
              onKeyDown={onKeyDown}
            >
              {previousIcon}
            </button>
            <button
              type="button"
              aria-label={nextLabel}
              aria-disabled={ready ? edges.atEnd : undefined}
              suppressHydrationWarning
              onClick={() => move(1)}
              onKeyDown={onKeyDown}
            >
              {nextIcon}
            </button>
          </div>
        ) : null}
      </div>
      {/* Focusable while it is a native scroller, so keyboards can scroll it without JS. */}
      <div
        ref={trackRef}
        className={ready ? 'keen-slider' : undefined}
        data-carousel-track=""
        tabIndex={ready ? undefined : 0}
      >
        {children}
      </div>
    </div>
  )
}
