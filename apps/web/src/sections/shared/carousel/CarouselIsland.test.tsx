import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KeenSliderOptions } from 'keen-slider/react'
import { CarouselIsland } from './CarouselIsland'

// A stand-in for keen-slider: the island's wiring (buttons, keys, distances) is under test here;
// AgentsCarousel.test.tsx and JobsCarousel.test.tsx render the real slider.
const slider = {
  size: 1000,
  container: document.createElement('div'),
  track: { details: { position: 0, min: 0, max: 6 } },
  animator: { start: jest.fn() },
}
let options: KeenSliderOptions = {}
// The ref that hands the track to keen-slider, which creates the slider when it gets the element.
const attachSlider = jest.fn()

jest.mock('keen-slider/react', () => ({
  useKeenSlider: (given: KeenSliderOptions) => {
    options = given
    return [attachSlider, { current: slider }]
  },
}))

function renderIsland() {
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
  // keen-slider calls `created` once it has measured the slides.
  act(() => options.created?.(slider as never))
}

const movedBy = () => slider.animator.start.mock.calls.at(-1)?.[0][0].distance as number

beforeEach(() => {
  attachSlider.mockClear()
  slider.animator.start.mockClear()
  slider.track.details.position = 0
  slider.size = 1000
  window.innerWidth = 1280
})

describe('CarouselIsland', () => {
  it('is a carousel region named by its heading, with all slides', () => {
    renderIsland()
    const region = screen.getByRole('region', { name: 'Talente' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getAllByText(/^Talent \d+$/)).toHaveLength(20)
  })

  it('moves the slides by 400 px with next and previous', async () => {
    renderIsland()
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect(movedBy()).toBeCloseTo(400 / 1000)

    slider.track.details.position = 2
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Talente' }))
    expect(movedBy()).toBeCloseTo(-400 / 1000)
  })

  it('moves by 90 % of the carousel width on a narrow screen', async () => {
    window.innerWidth = 375
    slider.size = 335
    renderIsland()
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Talente' }))
    expect(movedBy()).toBeCloseTo(0.9)
  })

  it('responds to the arrow keys while a carousel button has focus', () => {
    renderIsland()
    const next = screen.getByRole('button', { name: 'Nächste Talente' })
    next.focus()
    fireEvent.keyDown(next, { key: 'ArrowRight' })
    expect(movedBy()).toBeCloseTo(0.4)
  })

  it('marks the previous button as unavailable at the start and does not move', async () => {
    renderIsland()
    const previous = screen.getByRole('button', { name: 'Vorherige Talente' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(previous)
    expect(slider.animator.start).not.toHaveBeenCalled()
  })

  it('keeps the buttons out of reach until the slider runs', () => {
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
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('region')).not.toHaveAttribute('data-ready')
  })

  describe('in a browser with IntersectionObserver', () => {
    let reportIntersecting: (isIntersecting: boolean) => void
    const disconnect = jest.fn()

    beforeEach(() => {
      disconnect.mockClear()
      window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
        reportIntersecting = (isIntersecting) =>
          callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
        return { observe: jest.fn(), disconnect } as unknown as IntersectionObserver
      }) as unknown as typeof IntersectionObserver
    })

    afterEach(() => {
      // jsdom has none: the other tests run the fallback (slider at once).
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
    })

    it('starts the slider only once the carousel nears the viewport', () => {
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
      const track = screen.getByText('Talent').parentElement
      expect(attachSlider).not.toHaveBeenCalledWith(track)

      act(() => reportIntersecting(false))
      expect(attachSlider).not.toHaveBeenCalledWith(track)

      act(() => reportIntersecting(true))
      expect(attachSlider).toHaveBeenCalledWith(track)
      expect(disconnect).toHaveBeenCalled()
    })
  })
})
