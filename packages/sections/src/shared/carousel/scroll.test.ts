import { nearestCard, stepTarget } from './scroll'

/** Start edges of `count` cards `width` px wide with the 20 px gap. */
const cards = (count: number, width: number) =>
  Array.from({ length: count }, (_, index) => index * (width + 20))

describe('stepTarget', () => {
  // 20 agent cards of 19rem at 1280 px: the row is 1184 px wide.
  const desktop = cards(20, 304)
  const desktopMax = 20 * 324 - 20 - 1184

  it('rounds the 400 px step on screens 640 px and wider to whole cards', () => {
    expect(stepTarget(desktop, 0, desktopMax, 1, 1184, 1280)).toBe(324)
    expect(stepTarget(desktop, 648, desktopMax, -1, 1184, 1280)).toBe(324)
    // 400 px is 2.2 cards of 160 px and 2.7 cards of 130 px.
    expect(stepTarget(cards(9, 160), 0, 5000, 1, 1184, 1280)).toBe(360)
    expect(stepTarget(cards(9, 130), 0, 5000, 1, 1184, 640)).toBe(450)
  })

  it('rounds 90 % of the row’s width on narrow screens to whole cards', () => {
    // At 375 px the row is 335 px and a card 82 % of it: 90 % is one card.
    const phone = cards(20, 274.7)
    expect(stepTarget(phone, 0, 5000, 1, 335, 375)).toBeCloseTo(294.7)
    // 90 % of 600 px is 2.7 cards of 180 px.
    expect(stepTarget(cards(9, 180), 0, 5000, 1, 600, 639)).toBe(600)
  })

  it('moves at least one card, however wide the cards', () => {
    expect(stepTarget(cards(5, 900), 0, 3000, 1, 1184, 1280)).toBe(920)
  })

  it('ends on a card’s edge when the row was left between two cards', () => {
    expect(stepTarget(desktop, 100, desktopMax, 1, 1184, 1280)).toBe(324)
    expect(stepTarget(desktop, 100, desktopMax, -1, 1184, 1280)).toBe(0)
    // Within a pixel of a card counts as on it: the step does not repeat that card.
    expect(stepTarget(desktop, 323.5, desktopMax, 1, 1184, 1280)).toBe(648)
  })

  it('stops at the first card and where the last card’s end meets the row’s', () => {
    expect(stepTarget(desktop, 0, desktopMax, -1, 1184, 1280)).toBe(0)
    expect(stepTarget(desktop, desktop[16]!, desktopMax, 1, 1184, 1280)).toBe(desktopMax)
    expect(stepTarget(desktop, desktopMax, desktopMax, 1, 1184, 1280)).toBe(desktopMax)
    // Back from the end: the card that starts before it, not one further.
    const before = desktop.filter((start) => start < desktopMax).at(-1)
    expect(stepTarget(desktop, desktopMax, desktopMax, -1, 1184, 1280)).toBe(before)
  })

  it('stays put in a row without cards', () => {
    expect(stepTarget([], 0, 0, 1, 1184, 1280)).toBe(0)
  })

  it('runs on its own source text, as the inline script does', () => {
    const copy = new Function(`return ${stepTarget}`)() as typeof stepTarget
    expect(copy(desktop, 0, desktopMax, 1, 1184, 1280)).toBe(324)
  })
})

describe('nearestCard', () => {
  it('finds the card whose start is nearest the row’s position', () => {
    expect(nearestCard([0, 324, 648], 0)).toBe(0)
    expect(nearestCard([0, 324, 648], 200)).toBe(1)
    expect(nearestCard([0, 324, 648], 5000)).toBe(2)
  })
})
