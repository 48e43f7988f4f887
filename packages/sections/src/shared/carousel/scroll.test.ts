import { scrollStep, trackDistance } from './scroll'

describe('scrollStep', () => {
  it('moves 400 px on screens 640 px and wider', () => {
    expect(scrollStep(1184, 1280)).toBe(400)
    expect(scrollStep(600, 640)).toBe(400)
  })

  it('moves 90 % of the carousel width on narrow screens', () => {
    expect(scrollStep(335, 375)).toBeCloseTo(301.5)
    expect(scrollStep(599, 639)).toBeCloseTo(539.1)
  })
})

describe('trackDistance', () => {
  const track = { position: 1, min: 0, max: 5 }

  it('converts pixels into container widths, keen-slider’s unit', () => {
    expect(trackDistance(track, 400, 1000)).toBeCloseTo(0.4)
    expect(trackDistance(track, -400, 1000)).toBeCloseTo(-0.4)
  })

  it('stops at the first and the last slide', () => {
    expect(trackDistance(track, -4000, 1000)).toBe(-1)
    expect(trackDistance({ ...track, position: 4.8 }, 400, 1000)).toBeCloseTo(0.2)
    expect(trackDistance({ ...track, position: 5 }, 400, 1000)).toBe(0)
  })

  it('does not move a carousel that has no width yet', () => {
    expect(trackDistance(track, 400, 0)).toBe(0)
  })
})
