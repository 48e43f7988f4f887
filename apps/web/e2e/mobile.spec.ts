import { expect, test, type Page } from '@playwright/test'
import { agents, barButtons, landing, legalDocuments, settings } from './content'
import { expectNewTabLink, routerReady, sectionOf } from './helpers'

/** The fixed bar at the bottom of the screen (found by its buttons: the hero repeats a label). */
const bottomBar = (page: Page) => page.locator('.mobile-bar')

/** The texts on screen that the bottom bar covers. */
function coveredTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.mobile-bar')!.getBoundingClientRect()
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    const covered: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      if (!text) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        const top = Math.max(rect.top, bar.top, 0)
        const bottom = Math.min(rect.bottom, bar.bottom, window.innerHeight)
        if (rect.width > 0 && bottom > top) covered.push(text)
      }
    }
    return covered
  })
}

test.describe('the bottom bar', () => {
  test('offers companies registration and the risk-free preview, two targets', async ({ page }) => {
    await page.goto('/unternehmen')
    const [register, preview] = barButtons('company')
    const bar = bottomBar(page)
    const registerLink = bar.getByRole('link', { name: register!.label, exact: true })
    const previewLink = bar.getByRole('link', { name: preview!.label, exact: true })
    const viewport = page.viewportSize()!

    await expect(bar).toHaveCSS('position', 'fixed')
    // On the first screen it waits below the edge; it comes up as soon as the visitor scrolls.
    expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(viewport.height - 1)
    await page.mouse.wheel(0, 400)
    for (const link of [registerLink, previewLink]) {
      await expect(link).toBeInViewport()
      await expect
        .poll(async () => {
          const box = (await link.boundingBox())!
          return box.y + box.height
        })
        .toBeGreaterThan(viewport.height - 100)
    }
    await expectNewTabLink(registerLink, settings().appRegisterUrl)
    // The preview shows the sample candidates: another target than the register page.
    await expect(previewLink).toHaveAttribute('href', preview!.href!)
    expect(preview!.href).toBe('/unternehmen#agenten')

    await page.mouse.wheel(0, 3_000)
    await expect(registerLink).toBeInViewport()
    await expect(previewLink).toBeInViewport()
  })

  test('leads to the sample candidates', async ({ page }) => {
    await page.goto('/unternehmen/preise')
    await routerReady(page)
    await page.mouse.wheel(0, 400)
    const [, preview] = barButtons('company')
    await bottomBar(page).getByRole('link', { name: preview!.label, exact: true }).click()
    await expect(page).toHaveURL(/\/unternehmen#agenten$/)
    const carousel = sectionOf(page, landing().agentsCarousel.heading)
    await expect(carousel.getByText(agents()[0]?.name, { exact: true })).toBeInViewport()
  })

  test('speaks to talents on talent pages', async ({ page }) => {
    await page.goto('/talente/so-funktionierts')
    const buttons = barButtons('talent')
    const links = bottomBar(page).getByRole('link')
    await expect(links).toHaveText(buttons.map((button) => button.label))
    for (const label of barButtons('company').map((button) => button.label)) {
      if (!buttons.some((button) => button.label === label)) {
        await expect(bottomBar(page).getByText(label)).toHaveCount(0)
      }
    }
    const targets = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    expect(new Set(targets).size).toBe(targets.length)
  })

  test('is not on the legal texts and the 404 page, which keep no room for it', async ({
    page,
  }) => {
    for (const path of [`/${legalDocuments()[0]!.slug.current}`, '/gibt-es-nicht']) {
      await page.goto(path)
      await expect(bottomBar(page)).toBeHidden()
      const padding = await page
        .locator('.shell')
        .evaluate((shell) => getComputedStyle(shell).paddingBottom)
      expect(padding, path).toBe('0px')
    }
  })

  test('covers nothing of the first screen, and nothing at the end of a page', async ({ page }) => {
    for (const path of ['/unternehmen', '/talente', '/unternehmen/preise', '/ueber-uns']) {
      await page.goto(path)
      // Every text of the first screen (the hero) is where the visitor sees it, not under the bar.
      expect(await coveredTexts(page), path).toEqual([])
    }
    // At the end of the page the footer's last line clears the bar (scrolled again until the
    // page has its final height: images and fonts may still grow it).
    const gap = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        const bar = document.querySelector('.mobile-bar')!.getBoundingClientRect()
        const copyright = document.querySelector('footer .copyright')!.getBoundingClientRect()
        return bar.top - copyright.bottom
      })
    await expect.poll(gap).toBeGreaterThanOrEqual(0)
  })
})

test('nothing is wider than the screen', async ({ page }) => {
  await page.goto('/unternehmen')
  // Horizontal overflow widens the layout viewport on phones: the page zooms out and fixed
  // elements (bottom bar, menu panel) are placed off screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test('the carousel scrolls by most of its width, not 400 px', async ({ page }) => {
  await page.goto('/unternehmen')
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

test('the jump links to the roles stay one row, so the sticky bar covers little', async ({
  page,
}) => {
  for (const path of ['/interviewfragen', '/jobbeschreibung']) {
    await page.goto(path)
    const links = page.locator('.role-nav a')
    expect(await links.count(), path).toBeGreaterThan(1)
    const tops = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size, path).toBe(1)
  }
})
