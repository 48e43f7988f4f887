// Carousel movement (spec section 4): previous/next move the slides by 400 px, or by 90 % of the
// carousel's width on narrow screens, rounded to whole cards so a step always ends on a card's
// edge. Plain functions, shared by the client island, the inline script and their tests.

/** Space between slides: keen-slider's `spacing` once it runs, the CSS gap before. */
export const SLIDE_GAP_PX = 20

/**
 * Where one press of previous or next (`direction`) moves the row, in px from its start: whole
 * cards on from the card at `position`, never past the start or `max` (where the last card's
 * end meets the row's). `starts` are the cards' start edges in px from the first card's.
 *
 * Self-contained (no imports, no outer names): the inline script that moves the row before the
 * island has loaded is this function's source text.
 */
export function stepTarget(
  starts: number[],
  position: number,
  max: number,
  direction: 1 | -1,
  rowWidth: number,
  screenWidth: number,
): number {
  if (starts.length === 0) return 0
  const step = screenWidth < 640 ? rowWidth * 0.9 : 400
  const pitch = starts.length > 1 ? starts[1]! - starts[0]! : rowWidth
  const cards = pitch > 0 ? Math.max(1, Math.round(step / pitch)) : 1
  // A card within a pixel counts as reached; between two cards, forward counts from the one
  // before, backward from the one after, so neither step skips a card.
  let current = direction > 0 ? 0 : starts.length - 1
  if (direction > 0) {
    for (let i = 0; i < starts.length; i++) if (starts[i]! <= position + 1) current = i
  } else {
    for (let i = starts.length - 1; i >= 0; i--) if (starts[i]! >= position - 1) current = i
  }
  const index = Math.min(Math.max(current + direction * cards, 0), starts.length - 1)
  return Math.max(0, Math.min(starts[index]!, max))
}

/** The card whose start is nearest `position`: where keen-slider starts after a native scroll. */
export function nearestCard(starts: number[], position: number): number {
  let nearest = 0
  starts.forEach((start, index) => {
    if (Math.abs(start - position) < Math.abs(starts[nearest]! - position)) nearest = index
  })
  return nearest
}
