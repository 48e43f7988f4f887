import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider'
import { useEffect, useRef, type RefObject } from 'react'

/** How close to the viewport (in its heights) the track is when the slider starts. */
const START_MARGIN = '50% 0px'

/**
 * keen-slider on the track, started once the track nears the viewport: only then is the library
 * downloaded (its own chunk, about 5 KB compressed) and the slider created. Why not with the page:
 * creating it measures every slide and re-renders the island, which inside hydration's commit made
 * that commit a long task (20-26 ms on the bench machine; Lighthouse's blocking time on
 * /unternehmen, median of 7 runs, 234 ms with it, 190 ms without), and the library was part of
 * every landing page's first download for a carousel further down. Without IntersectionObserver
 * (old browsers) it starts at once. If the library cannot be loaded (a dropped connection), the
 * slides stay a native scroll row.
 *
 * `options` are made from the track when the slider starts (it may have been scrolled by then);
 * later changes of the function are not applied.
 */
export function useLazySlider(
  trackRef: RefObject<HTMLElement | null>,
  options: (track: HTMLElement) => KeenSliderOptions,
): RefObject<KeenSliderInstance | null> {
  const sliderRef = useRef<KeenSliderInstance | null>(null)
  const optionsRef = useRef(options)

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let stopped = false
    const start = () =>
      import('keen-slider').then(
        ({ default: KeenSlider }) => {
          if (!stopped) sliderRef.current = new KeenSlider(track, optionsRef.current(track))
        },
        () => undefined,
      )
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return
              observer?.disconnect()
              void start()
            },
            { rootMargin: START_MARGIN },
          )
    if (observer) observer.observe(track)
    else void start()
    return () => {
      stopped = true
      observer?.disconnect()
      sliderRef.current?.destroy()
      sliderRef.current = null
    }
  }, [trackRef])

  return sliderRef
}
