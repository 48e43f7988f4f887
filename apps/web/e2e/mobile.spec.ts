import { expect, test } from '@playwright/test'
import { agents, landing, settings } from './content'
import { expectNewTabLink, sectionOf } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/unternehmen')
})

test('a fixed bottom bar offers registration and the risk-free preview', async ({ page }) => {
  const copy = settings().mobileBar
  const preview = page.getByRole('link', { name: copy.previewCta.label, exact: true })
  // The hero repeats the register label, so the bar is found through its preview link.
  const bar = preview.locator('xpath=..')
  const register = bar.getByRole('link', { name: copy.registerLabel, exact: true })
  const viewport = page.viewportSize()!

  await expect(bar).toHaveCSS('position', 'fixed')
  for (const link of [register, preview]) {
    await expect(link).toBeInViewport()
    const box = (await link.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 100)
  }
  await expectNewTabLink(register, settings().appRegisterUrl)

  await page.mouse.wheel(0, 3_000)
  await expect(register).toBeInViewport()
  await expect(preview).toBeInViewport()
})

test('nothing is wider than the screen', async ({ page }) => {
  // Horizontal overflow widens the layout viewport on phones: the page zooms out and fixed
  // elements (bottom bar, menu panel) are placed off screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test('the carousel scrolls by most of its width, not 400 px', async ({ page }) => {
  const carousel = landing().agentsCarousel
  const section = sectionOf(page, carousel.heading)
  const first = section.getByText(agents()[0]?.name, { exact: true })
  await section.scrollIntoViewIfNeeded()
  const x = async () => (await first.boundingBox())?.x ?? Number.NaN
  const start = await x()
  const width = page.viewportSize()!.width

  await section.getByRole('button', { name: carousel.nextLabel }).click()

  // 90% of the carousel's width: more than half the screen, less than all of it, not 400 px.
  await expect.poll(async () => start - (await x())).toBeGreaterThan(width * 0.5)
  expect(start - (await x())).toBeLessThan(width)
})
