import { expect, test } from '@playwright/test'
import { siteRoutes } from './content'

// Phones (the mobile project, 375 px) load Inter after the first paint, in the metric-matched
// fallback of app/fonts.css. Without a fallback that resolves, the swap shifted 11 of the 19 routes
// by more than 0.02 here (up to 0.14). On desktop widths one heading still wraps differently
// (/unternehmen/vergleich at 1280 px): a fallback matches Inter's average width, not each word's.
const paths = [...siteRoutes.map((route) => route.path), '/diese-seite-gibt-es-nicht']

interface LayoutShift extends PerformanceEntry {
  value: number
}

/** The page's layout shifts so far, summed (Cumulative Layout Shift without the windows). */
const layoutShiftTotal = () =>
  new Promise<number>((resolve) => {
    // The observer reports only when there is something to report.
    setTimeout(() => resolve(0), 500)
    new PerformanceObserver((list) =>
      resolve(list.getEntries().reduce((sum, entry) => sum + (entry as LayoutShift).value, 0)),
    ).observe({ type: 'layout-shift', buffered: true })
  })

test.describe('text paints at once in a fallback matched to Inter, and the swap moves nothing', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      let releaseFont = () => {}
      const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve))
      await page.route('**/*.woff2', async (route) => {
        await fontHeld
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false)

      releaseFont()
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
      expect(await page.evaluate(layoutShiftTotal)).toBeLessThan(0.02)
    })
  }
})
