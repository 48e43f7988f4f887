import { stepTarget } from './scroll'

/**
 * Moves the carousel while it is a native scroll-snap row (before keen-slider runs: the island's
 * code not loaded yet, the slider not started, or its download failed): previous and next (click,
 * Enter, Space, the arrow keys) scroll the row by `step`, and their `aria-disabled` follow the
 * row's position. Once the carousel has `data-ready` (keen-slider runs) the island moves it.
 *
 * It runs as an inline script right after the carousel's HTML, so the buttons work from the first
 * paint. It reads no layout while it runs: that would force the browser to lay out the page half
 * parsed (Lighthouse's "forced reflow"). The ends are first marked once the row is laid out (a
 * ResizeObserver, which also follows a resized window). Self-contained (no imports at run time, no
 * outer names), like `stepTarget`: the script is both functions' source text.
 */
export function startNativeRow(region: Element | null, step: typeof stepTarget): void {
  const track = region?.querySelector<HTMLElement>('[data-carousel-track]')
  const buttons = region?.querySelectorAll<HTMLElement>('[data-carousel-controls] button')
  if (!region || !track || !buttons || buttons.length !== 2) return
  const sliding = () => region.hasAttribute('data-ready')
  const max = () => track.scrollWidth - track.clientWidth
  const move = (direction: 1 | -1) => {
    const slides = Array.from(track.children) as HTMLElement[]
    const first = slides[0] ? slides[0].offsetLeft : 0
    const starts = slides.map((slide) => slide.offsetLeft - first)
    const left = step(starts, track.scrollLeft, max(), direction, track.clientWidth, innerWidth)
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left, behavior: still ? 'instant' : 'smooth' })
  }
  const showEdges = () => {
    if (sliding()) return
    buttons[0]!.setAttribute('aria-disabled', String(track.scrollLeft <= 1))
    buttons[1]!.setAttribute('aria-disabled', String(track.scrollLeft >= max() - 1))
  }
  buttons.forEach((button, index) => {
    button.addEventListener('click', () => {
      if (!sliding()) move(index === 0 ? -1 : 1)
    })
    button.addEventListener('keydown', (event) => {
      if (sliding() || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
      event.preventDefault()
      move(event.key === 'ArrowLeft' ? -1 : 1)
    })
  })
  track.addEventListener('scroll', showEdges, { passive: true })
  new ResizeObserver(showEdges).observe(track)
}

/** The inline script: `startNativeRow` on the element right before it (the carousel region). */
export const nativeRowScript = `(${startNativeRow})(document.currentScript.previousElementSibling,${stepTarget})`
