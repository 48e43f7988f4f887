import { nativeRowScript, startNativeRow } from './nativeRow'
import { stepTarget } from './scroll'

// The row as a browser lays it out at 1280 px: 20 cards of 304 px, 20 px apart, in 1184 px.
const PITCH = 324
const ROW = 1184
const MAX = 20 * PITCH - 20 - ROW

/** The carousel's HTML as the server renders it, followed by its inline script's target. */
function renderRow({ ready = false } = {}) {
  document.body.innerHTML = `
    <div data-carousel ${ready ? 'data-ready' : ''}>
      <div data-carousel-controls>
        <button type="button" aria-label="Zurück"></button>
        <button type="button" aria-label="Weiter"></button>
      </div>
      <div data-carousel-track>
        ${'<div class="keen-slider__slide"></div>'.repeat(20)}
      </div>
    </div>`
  const region = document.querySelector('[data-carousel]')!
  const track = region.querySelector<HTMLElement>('[data-carousel-track]')!
  // Each read of the layout is recorded: a read before the first layout would force one.
  const layoutReads = jest.fn()
  const laidOut = (value: number) => ({ get: () => (layoutReads(), value) })
  Array.from(track.children).forEach((slide, index) =>
    Object.defineProperty(slide, 'offsetLeft', laidOut(40 + index * PITCH)),
  )
  Object.defineProperty(track, 'clientWidth', laidOut(ROW))
  Object.defineProperty(track, 'scrollWidth', laidOut(ROW + MAX))
  const scrollTo = jest.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0
    track.dispatchEvent(new Event('scroll'))
  })
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo']
  const [previous, next] = region.querySelectorAll('button')
  return { region, track, scrollTo, layoutReads, previous: previous!, next: next! }
}

/** The browser's first layout of the row (and any later resize): what the ResizeObserver reports. */
let layOut: () => void

beforeEach(() => {
  const observed: Array<() => void> = []
  layOut = () => observed.forEach((callback) => callback())
  window.ResizeObserver = jest.fn((callback: () => void) => ({
    observe: () => observed.push(callback),
    unobserve: jest.fn(),
    disconnect: jest.fn(),
  })) as unknown as typeof ResizeObserver
  window.innerWidth = 1280
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia
})

describe('startNativeRow', () => {
  it('scrolls the row by whole cards with next and previous', () => {
    const { region, track, scrollTo, previous, next } = renderRow()
    startNativeRow(region, stepTarget)
    next.click()
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'smooth' })
    next.click()
    expect(track.scrollLeft).toBe(2 * PITCH)
    previous.click()
    expect(track.scrollLeft).toBe(PITCH)
  })

  it('responds to the arrow keys on the buttons', () => {
    const { region, track, next } = renderRow()
    startNativeRow(region, stepTarget)
    const event = new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true })
    next.dispatchEvent(event)
    expect(track.scrollLeft).toBe(PITCH)
    expect(event.defaultPrevented).toBe(true)
  })

  it('marks the button at either end as unavailable', () => {
    const { region, track, previous, next } = renderRow()
    startNativeRow(region, stepTarget)
    layOut()
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveAttribute('aria-disabled', 'false')
    track.scrollTo({ left: MAX })
    expect(previous).toHaveAttribute('aria-disabled', 'false')
    expect(next).toHaveAttribute('aria-disabled', 'true')
  })

  it('reads no layout while the page is parsed, only once the row is laid out', () => {
    const { region, layoutReads, previous } = renderRow()
    startNativeRow(region, stepTarget)
    expect(layoutReads).not.toHaveBeenCalled()
    expect(previous).not.toHaveAttribute('aria-disabled')
    layOut()
    expect(previous).toHaveAttribute('aria-disabled', 'true')
  })

  it('jumps without animation for visitors who prefer reduced motion', () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia
    const { region, scrollTo, next } = renderRow()
    startNativeRow(region, stepTarget)
    next.click()
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'instant' })
  })

  it('leaves the buttons to the island once keen-slider runs', () => {
    const { region, scrollTo, next } = renderRow({ ready: true })
    startNativeRow(region, stepTarget)
    next.click()
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(next).not.toHaveAttribute('aria-disabled')
  })

  it('works as the inline script placed right after the carousel', () => {
    const { region, track, next } = renderRow()
    const script = document.createElement('script')
    region.after(script)
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
    new Function(nativeRowScript)()
    next.click()
    expect(track.scrollLeft).toBe(PITCH)
  })
})
