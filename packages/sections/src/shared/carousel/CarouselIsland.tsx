'use client'

import type { KeenSliderInstance } from 'keen-slider'
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { SLIDE_GAP_PX, scrollStep, trackDistance } from './scroll'
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

function edgesOf(slider: KeenSliderInstance): Edges {
  const track = slider.track.details
  if (!track) return { atStart: true, atEnd: true }
  return {
    atStart: track.position <= track.min + EPSILON,
    atEnd: track.position >= track.max - EPSILON,
  }
}

/**
 * keen-slider over slides rendered with the page. Before it starts (no JS yet, or none at all) the
 * slides are a natively scrollable row and the buttons stay invisible; once it runs, the buttons
 * and the arrow keys move the track by `scrollStep` and touch or mouse drags it. It starts when the
 * track nears the viewport (useLazySlider).
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

  const sliderRef = useLazySlider(trackRef, {
    mode: 'free-snap',
    slides: { perView: 'auto', spacing: SLIDE_GAP_PX },
    created(slider) {
      // A visitor may have scrolled the native row before the slider took over.
      slider.container.scrollLeft = 0
      setReady(true)
      syncEdges(slider)
    },
    detailsChanged: syncEdges,
  })

  const move = useCallback(
    (direction: 1 | -1) => {
      const slider = sliderRef.current
      const track = slider?.track.details
      if (!slider || !track) return
      const px = direction * scrollStep(slider.size, window.innerWidth)
      const distance = trackDistance(track, px, slider.size)
      if (distance === 0) return
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      slider.animator.start([{ distance, duration: still ? 0 : 600, easing: easeOut }])
    },
    [sliderRef],
  )

  // Arrow keys on either button move the track too, as in a toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
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
              aria-disabled={edges.atStart}
              tabIndex={ready ? 0 : -1}
              onClick={() => move(-1)}
              onKeyDown={onKeyDown}
            >
              {previousIcon}
            </button>
            <button
              type="button"
              aria-label={nextLabel}
              aria-disabled={edges.atEnd}
              tabIndex={ready ? 0 : -1}
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
