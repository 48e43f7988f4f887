// Carousel movement (spec section 4): previous/next move the slides by 400 px, or by 90 % of the
// carousel's width on narrow screens. Plain functions, shared by the client island and its tests.

export const STEP_PX = 400
export const NARROW_SCREEN_PX = 640
export const NARROW_STEP_RATIO = 0.9
/** Space between slides: keen-slider's `spacing` once it runs, the CSS gap before. */
export const SLIDE_GAP_PX = 20

/** How far, in px, one press of previous or next moves the slides. */
export function scrollStep(containerWidth: number, screenWidth: number): number {
  return screenWidth < NARROW_SCREEN_PX ? containerWidth * NARROW_STEP_RATIO : STEP_PX
}

/** Where keen-slider's track is and can go, in its unit: the container's width. */
export interface TrackBounds {
  position: number
  min: number
  max: number
}

/**
 * The track distance for a move of `px` pixels (negative: backwards), stopped at the first and
 * the last slide. Zero when there is nowhere to go.
 */
export function trackDistance(track: TrackBounds, px: number, containerWidth: number): number {
  if (!(containerWidth > 0)) return 0
  const target = Math.min(Math.max(track.position + px / containerWidth, track.min), track.max)
  return target - track.position
}
