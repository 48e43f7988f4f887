import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KeenSliderOptions } from 'keen-slider'
import { CarouselIsland } from './CarouselIsland'

// A stand-in for keen-slider: the island's wiring (start, buttons, keys, distances) is under test
// here. The sections' tests render the island with the slider not started: in jsdom nothing nears
// the viewport (jest.setup.ts).
// 20 cards of 304 px with 20 px between them in a 1184 px row (1280 px screen); keen-slider's unit
// is the row's width. As keen-slider does, the track ends where the last card's end meets the
// row's (`max`) and has no distance for the cards that start beyond that.
const PITCH = 324
const END_PX = 20 * PITCH - 20 - 1184
const slider = {
  size: 1184,
  container: document.createElement('div'),
  track: {
    details: {
      position: 0,
      min: 0,
      max: END_PX / 1184,
      minIdx: 0,
      maxIdx: Math.ceil(END_PX / PITCH),
    },
    idxToDist: (index: number, _absolute: boolean): number | null =>
      index > slider.track.details.maxIdx
        ? null
        : Math.min((index * PITCH) / slider.size, slider.track.details.max) -
          slider.track.details.position,
  },
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
  slider.size = 1184
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

  it('moves the slides by the 400 px step rounded to whole cards', async () => {
    await renderIsland()
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect(movedBy() * slider.size).toBeCloseTo(PITCH)

    slider.track.details.position = (2 * PITCH) / slider.size
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Talente' }))
    expect(movedBy() * slider.size).toBeCloseTo(-PITCH)
  })

  it('ends a step on a card’s edge when the track was left between two cards', async () => {
    await renderIsland()
    slider.track.details.position = 100 / slider.size
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect((slider.track.details.position + movedBy()) * slider.size).toBeCloseTo(PITCH)
  })

  it('stops where the last card ends and steps back from there onto a card', async () => {
    await renderIsland()
    const landsAt = () => (slider.track.details.position + movedBy()) * slider.size
    slider.track.details.position = (END_PX - 50) / slider.size
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect(landsAt()).toBeCloseTo(END_PX)

    slider.track.details.position = END_PX / slider.size
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Talente' }))
    expect(landsAt()).toBeCloseTo(Math.floor(END_PX / PITCH) * PITCH)
  })

  it('moves by 90 % of the carousel width in whole cards on a narrow screen', async () => {
    window.innerWidth = 375
    slider.size = 335
    await renderIsland()
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    // 90 % of 335 px is 301.5 px: one card of the mock's 324 px.
    expect(movedBy() * slider.size).toBeCloseTo(PITCH)
  })

  it('responds to the arrow keys while a carousel button has focus', async () => {
    await renderIsland()
    const next = screen.getByRole('button', { name: 'Nächste Talente' })
    next.focus()
    fireEvent.keyDown(next, { key: 'ArrowRight' })
    expect(movedBy() * slider.size).toBeCloseTo(PITCH)
  })

  it('snaps drags to cards, starting on the card the native row was scrolled to', async () => {
    render(
      <CarouselIsland
        labelledBy="heading"
        header={<h2 id="heading">Talente</h2>}
        previousLabel="Zurück"
        nextLabel="Weiter"
        previousIcon="‹"
        nextIcon="›"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="keen-slider__slide">
            Talent {i + 1}
          </div>
        ))}
      </CarouselIsland>,
    )
    const track = screen.getByText('Talent 1').parentElement!
    Array.from(track.children).forEach((slide, index) =>
      Object.defineProperty(slide, 'offsetLeft', { value: index * PITCH }),
    )
    track.scrollLeft = 2 * PITCH - 10
    act(() => reportIntersecting(true))
    await waitFor(() => expect(mockCreateSlider).toHaveBeenCalled())
    expect(options).toMatchObject({ mode: 'snap', initial: 2 })
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

  it('leaves the buttons reachable to the inline script until the slider runs', async () => {
    renderOneSlide()
    const next = screen.getByRole('button', { name: 'Weiter' })
    expect(next).not.toHaveAttribute('tabindex')
    // The native row's script keeps their state and moves the row (nativeRow).
    expect(next).not.toHaveAttribute('aria-disabled')
    await userEvent.click(next)
    expect(slider.animator.start).not.toHaveBeenCalled()
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
