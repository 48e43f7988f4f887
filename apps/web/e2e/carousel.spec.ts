import { expect, test, type Locator, type Page } from '@playwright/test'
import { landing, talentLanding } from './content'
import { sectionOf } from './helpers'

// Carousel movement (spec section 4, issue 25): the arrows work from the first paint, a step is
// the 400 px / 90 % step in whole cards and ends on a card's edge, a drag ends on a card's edge
// without flinging past the cards. At a phone's width and a desktop's.

const carousels = [
  { path: '/unternehmen', content: () => landing().agentsCarousel },
  { path: '/talente', content: () => talentLanding().jobsCarousel },
]

/**
 * The cards' left edges and the last card's right edge, in CSS px from the row's visible box.
 * Reveal's scroll-driven entrance scales the section a little: measured on screen, then unscaled.
 */
function cardEdges(track: Locator) {
  return track.evaluate((row: HTMLElement) => {
    const box = row.getBoundingClientRect()
    const scale = box.width / row.offsetWidth
    const slides = Array.from(row.children, (slide) => slide.getBoundingClientRect())
    return {
      starts: slides.map((slide) => Math.round((slide.left - box.left) / scale)),
      end: Math.round(((slides.at(-1)?.right ?? box.right) - box.right) / scale),
    }
  })
}

/** Which card starts at the row's left edge, or 'end' when the last card's end meets the row's. */
async function cardAtEdge(track: Locator): Promise<number | 'end' | 'between'> {
  const { starts, end } = await cardEdges(track)
  const index = starts.findIndex((start) => Math.abs(start) <= 1)
  if (index >= 0) return index
  return Math.abs(end) <= 1 ? 'end' : 'between'
}

/** Waits until the row has stopped moving (steps and snaps take 0.6 s), then tells where. */
async function settled(track: Locator) {
  const edges = async () => JSON.stringify(await cardEdges(track))
  await track.page().waitForTimeout(700)
  await expect
    .poll(async () => {
      const before = await edges()
      await track.page().waitForTimeout(300)
      return before === (await edges())
    })
    .toBe(true)
  return cardAtEdge(track)
}

function parts(page: Page, content: ReturnType<(typeof carousels)[number]['content']>) {
  const section = sectionOf(page, content.heading)
  return {
    section,
    region: section.getByRole('region'),
    track: section.locator('[data-carousel-track]'),
    previous: section.getByRole('button', { name: content.previousLabel }),
    next: section.getByRole('button', { name: content.nextLabel }),
  }
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const { path, content } of carousels) {
      test(`${path}: the arrows move the native row card by card before any JS has loaded`, async ({
        page,
      }) => {
        // No script file at all: no hydration, no keen-slider; only the page's inline scripts.
        await page.route(
          (url) => url.pathname.startsWith('/_next/') && url.pathname.endsWith('.js'),
          (route) => route.abort(),
        )
        await page.goto(path)
        const { section, region, track, previous, next } = parts(page, content())
        await section.scrollIntoViewIfNeeded()
        await expect(previous).toHaveAttribute('aria-disabled', 'true')

        await next.focus()
        await page.keyboard.press('Enter')
        expect(await settled(track)).toBe(1)
        await expect(previous).toHaveAttribute('aria-disabled', 'false')
        await page.keyboard.press('ArrowRight')
        expect(await settled(track)).toBe(2)
        await previous.click()
        expect(await settled(track)).toBe(1)
        await expect(region).not.toHaveAttribute('data-ready')
      })
    }

    test('/unternehmen: once keen-slider runs, each step ends on a card edge', async ({ page }) => {
      // Card by card through all twenty, each step waited out.
      test.slow()
      await page.goto('/unternehmen')
      const { section, region, track, previous, next } = parts(page, landing().agentsCarousel)
      await section.scrollIntoViewIfNeeded()
      await expect(region).toHaveAttribute('data-ready')

      await next.click()
      expect(await settled(track)).toBe(1)
      await next.focus()
      await page.keyboard.press('Enter')
      expect(await settled(track)).toBe(2)
      await page.keyboard.press('ArrowLeft')
      expect(await settled(track)).toBe(1)

      // To the end and back: the last step stops where the last card ends, the first back
      // from there on the card before.
      while ((await next.getAttribute('aria-disabled')) !== 'true') {
        await next.click()
        expect(await settled(track), JSON.stringify(await cardEdges(track))).not.toBe('between')
      }
      expect(await settled(track)).toBe('end')
      await previous.click()
      expect(await settled(track)).toEqual(expect.any(Number))
    })

    test('/unternehmen: a drag ends on a card edge within the cards', async ({ page }) => {
      test.slow()
      await page.goto('/unternehmen')
      const { region, track } = parts(page, landing().agentsCarousel)
      await track.evaluate((row) => row.scrollIntoView({ block: 'center' }))
      await expect(region).toHaveAttribute('data-ready')
      const box = (await track.boundingBox())!
      // The cards may be taller than the window: grab them inside it.
      const y = Math.min(box.y + box.height / 2, viewport.height - 100)
      const pitch = (await cardEdges(track)).starts[1]!
      const drag = async (from: number, by: number, steps: number) => {
        await page.mouse.move(from, y)
        await page.mouse.down()
        await page.mouse.move(from + by, y, { steps })
        await page.mouse.up()
      }

      // Most of a card's width on: it ends on the next card.
      await drag(box.x + box.width * 0.8, -pitch * 0.8, 10)
      expect(await settled(track)).toBe(1)

      // Against the start: it springs back to the first card.
      await drag(box.x + box.width * 0.2, box.width * 0.6, 5)
      expect(await settled(track)).toBe(0)

      // Quick flicks across the row: each ends on a card's edge, no further than the cards it
      // was dragged across and one more, and never leaves room before the first or after the
      // last card.
      const flick = box.width * 0.9
      let at: Awaited<ReturnType<typeof cardAtEdge>> = 0
      for (let i = 0; i < 30 && at !== 'end'; i++) {
        await drag(box.x + box.width * 0.95, -flick, 5)
        const now = await settled(track)
        expect(now).not.toBe('between')
        const { starts, end } = await cardEdges(track)
        expect(starts[0]).toBeLessThanOrEqual(1)
        expect(end).toBeGreaterThanOrEqual(-1)
        if (typeof now === 'number' && typeof at === 'number') {
          expect(now - at).toBeLessThanOrEqual(Math.ceil(flick / pitch) + 1)
        }
        at = now
      }
      expect(at).toBe('end')
    })
  })
}
