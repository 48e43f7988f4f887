import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KeenSliderOptions } from 'keen-slider'
import { CarouselIsland } from './CarouselIsland'

// A stand-in for keen-slider: the island's wiring (start, buttons, keys, distances) is under test
// here. The sections' tests render the island with the slider not started: in jsdom nothing nears
// the viewport (jest.setup.ts).
const slider = {
  size: 1000,
  container: document.createElement('div'),
  track: { details: { position: 0, min: 0, max: 6 } },
  animator: { start: jest.fn() },
  destroy: jest.fn(),
}
let options: KeenSliderOptions = {}
// keen-slider's constructor: called with the track once the island starts the slider.
const mockCreateSlider = jest.fn((_track: HTMLElement, given: KeenSliderOptions) => {
  options = given
  return slider
})

jest.mock('keen-slider', () => ({
  __esModule: true,
  default: function KeenSlider(track: HTMLElement, given: KeenSliderOptions) {
    return mockCreateSlider(track, given)
  },
}))

// The track's observer: reports whether the track is near the viewport.
let reportIntersecting: (isIntersecting: boolean) => void
const disconnect = jest.fn()
const BrowserObserver = window.IntersectionObserver

async function renderIsland() {
  render(
    <CarouselIsland
      labelledBy="heading"
      header={<h2 id="heading">Talente</h2>}
      previousLabel="Vorherige Talente"
      nextLabel="Nächste Talente"
      previousIcon="‹"
      nextIcon="›"
    >
      {Array.from({ length: 20 }, (_, i) => (
        <div key={i} className="keen-slider__slide">
          Talent {i + 1}
        </div>
      ))}
    </CarouselIsland>,
  )
  act(() => reportIntersecting(true))
  await waitFor(() => expect(mockCreateSlider).toHaveBeenCalled())
  // keen-slider calls `created` once it has measured the slides.
  act(() => options.created?.(slider as never))
}

/** One slide, the slider not started. */
function renderOneSlide() {
  render(
    <CarouselIsland
      labelledBy="h"
      header={null}
      previousLabel="Zurück"
      nextLabel="Weiter"
      previousIcon="‹"
      nextIcon="›"
    >
      <div className="keen-slider__slide">Talent</div>
    </CarouselIsland>,
  )
}

const movedBy = () => slider.animator.start.mock.calls.at(-1)?.[0][0].distance as number

beforeEach(() => {
  disconnect.mockClear()
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    reportIntersecting = (isIntersecting) =>
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    return { observe: jest.fn(), disconnect } as unknown as IntersectionObserver
  }) as unknown as typeof IntersectionObserver
  mockCreateSlider.mockClear()
  slider.animator.start.mockClear()
  slider.track.details.position = 0
  slider.size = 1000
  window.innerWidth = 1280
})

afterEach(() => {
  window.IntersectionObserver = BrowserObserver
})

describe('CarouselIsland', () => {
  it('is a carousel region named by its heading, with all slides', async () => {
    await renderIsland()
    const region = screen.getByRole('region', { name: 'Talente' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getAllByText(/^Talent \d+$/)).toHaveLength(20)
  })

  it('moves the slides by 400 px with next and previous', async () => {
    await renderIsland()
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect(movedBy()).toBeCloseTo(400 / 1000)

    slider.track.details.position = 2
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Talente' }))
    expect(movedBy()).toBeCloseTo(-400 / 1000)
  })

  it('moves by 90 % of the carousel width on a narrow screen', async () => {
    window.innerWidth = 375
    slider.size = 335
    await renderIsland()
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect(movedBy()).toBeCloseTo(0.9)
  })

  it('responds to the arrow keys while a carousel button has focus', async () => {
    await renderIsland()
    const next = screen.getByRole('button', { name: 'Nächste Talente' })
    next.focus()
    fireEvent.keyDown(next, { key: 'ArrowRight' })
    expect(movedBy()).toBeCloseTo(0.4)
  })

  it('marks the previous button as unavailable at the start and does not move', async () => {
    await renderIsland()
    const previous = screen.getByRole('button', { name: 'Vorherige Talente' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(previous)
    expect(slider.animator.start).not.toHaveBeenCalled()
  })

  it('takes the slider down with the carousel', async () => {
    await renderIsland()
    slider.destroy.mockClear()
    cleanup()
    expect(slider.destroy).toHaveBeenCalled()
  })

  it('keeps the buttons out of reach until the slider runs', () => {
    renderOneSlide()
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('region')).not.toHaveAttribute('data-ready')
  })

  it('starts the slider only once the carousel nears the viewport', async () => {
    renderOneSlide()
    const track = screen.getByText('Talent').parentElement
    act(() => reportIntersecting(false))
    // Give a wrongly started slider's import the time to resolve.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(mockCreateSlider).not.toHaveBeenCalled()

    act(() => reportIntersecting(true))
    await waitFor(() => expect(mockCreateSlider).toHaveBeenCalledWith(track, expect.anything()))
    expect(disconnect).toHaveBeenCalled()
  })

  it('starts the slider at once in a browser without IntersectionObserver', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
    renderOneSlide()
    await waitFor(() => expect(mockCreateSlider).toHaveBeenCalled())
  })
})
