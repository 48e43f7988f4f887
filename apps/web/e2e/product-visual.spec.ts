import { expect, test } from '@playwright/test'
import { howItWorksPage, landing, talentLanding } from './content'

// Issue 25: the landing heroes show the product (a swipe card, the match, a first message) as a
// CSS drawing from content; the how-it-works steps draw small scenes in the same language.
const heroes = [
  { path: '/unternehmen', page: landing },
  { path: '/talente', page: talentLanding },
]

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 812 : 800 } })

    for (const { path, page: content } of heroes) {
      test(`${path}: the hero shows the product, described for screen readers`, async ({
        page,
      }, testInfo) => {
        const visual = content().hero.productVisual
        await page.goto(path)
        const hero = page.locator('.hero')
        const drawing = hero.locator('.product-visual > [aria-hidden="true"]')
        await expect(drawing).toBeVisible()
        await expect(drawing).toContainText(visual.chatMessage)
        // The message shows whole: its last line lies inside the bubble, not clipped after a few.
        const overflow = await drawing.locator('.pv-chat').evaluate((bubble) => {
          const text = document.createRange()
          text.selectNodeContents(bubble)
          return [...text.getClientRects()].at(-1)!.bottom - bubble.getBoundingClientRect().bottom
        })
        expect(overflow).toBeLessThanOrEqual(0)
        await expect(drawing).toContainText(visual.matchLabel)
        await expect(drawing.locator('img')).toHaveJSProperty('complete', true)
        expect(
          await drawing.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0)
        await expect(hero.getByText(visual.description)).toHaveClass(/ui-visually-hidden/)

        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        const box = (await drawing.boundingBox())!
        if (width >= 1024) {
          // Beside the heading, fully in the first screen.
          expect(box.x).toBeGreaterThanOrEqual(heading.x + heading.width)
          expect(box.y + box.height).toBeLessThanOrEqual(800 + 200)
        } else {
          // Below the copy, and narrower than the screen.
          expect(box.y).toBeGreaterThan(heading.y + heading.height)
          expect(box.width).toBeLessThan(width - 32)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
        await testInfo.attach(`hero-${width}`, {
          body: await hero.screenshot(),
          contentType: 'image/png',
        })
      })
    }

    test('/unternehmen/so-funktionierts: every step draws its scene apart from its text', async ({
      page,
    }, testInfo) => {
      await page.goto('/unternehmen/so-funktionierts')
      const steps: { title: string }[] = howItWorksPage('company').steps.steps
      const items = page.locator('.how-it-works-steps > li')
      await expect(items).toHaveCount(steps.length)
      for (const [index, step] of steps.entries()) {
        const item = items.nth(index)
        const scene = item.locator('.step-scene')
        await scene.scrollIntoViewIfNeeded()
        await expect(scene).toBeVisible()
        const sceneBox = (await scene.boundingBox())!
        const titleBox = (await item.getByRole('heading', { name: step.title }).boundingBox())!
        // The scene never covers the step's title.
        expect(sceneBox.y + sceneBox.height).toBeLessThanOrEqual(titleBox.y + 1)
      }
      await testInfo.attach(`steps-${width}`, {
        body: await page.locator('.how-it-works-steps').screenshot(),
        contentType: 'image/png',
      })
    })
  })
}
