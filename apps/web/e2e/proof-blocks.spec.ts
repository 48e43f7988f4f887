// Issue 34: the proof blocks (logo cloud, rating, case study, team, product media) exist for real
// content; the production dataset uses none, the preview demo's drafts show each with placeholders.
import { expect, test, type Locator } from '@playwright/test'
import { draftOf } from './content'
import { previewSecret } from './secrets'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const section = (type: string): Record<string, any> =>
  draftOf('companyLandingPage').sections.find(
    (candidate: { _type: string }) => candidate._type === type,
  )

const enablePreview = (pathname: string) =>
  `/api/draft-mode/enable?${new URLSearchParams({
    'sanity-preview-secret': previewSecret,
    'sanity-preview-pathname': pathname,
  })}`

/** Every picture in the locator has its size before it loads, and has loaded once in view. */
async function expectLoadedImages(scope: Locator) {
  const images = scope.locator('img')
  expect(await images.count()).toBeGreaterThan(0)
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
    await expect(image).toHaveAttribute('alt')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
  }
}

test('visitors see none of the preview demo’s placeholder proof', async ({ page }) => {
  await page.goto('/unternehmen')
  await expect(page.locator('h1')).toBeVisible()
  for (const type of ['logoCloudSection', 'ratingBadgeSection', 'caseStudySection']) {
    await expect(page.locator(`[data-section-type="${type}"]`)).toHaveCount(0)
  }
  await expect(page.getByText(section('caseStudySection').quote)).toHaveCount(0)
})

test('in preview the landing page shows every proof block from the drafts', async ({ page }) => {
  // A render of the whole page in draft mode, and a dozen pictures waited for one by one.
  test.slow()
  await page.goto(enablePreview('/unternehmen'))
  await expect(page).toHaveURL(/\/unternehmen$/)

  // The hero's screenshot replaces the drawn product visual and loads at once.
  const hero = page.locator('.hero')
  await expect(hero.locator('.product-visual')).toHaveCount(0)
  const screenshot = hero.locator('.product-media-figure img')
  await expect(screenshot).toHaveAttribute('loading', 'eager')
  await expectLoadedImages(hero.locator('.product-media-figure'))

  const logos = page.locator('[data-section-type="logoCloudSection"]')
  for (const { name } of section('logoCloudSection').logos)
    await expect(logos.getByRole('img', { name })).toBeVisible()
  await expectLoadedImages(logos)

  const rating = section('ratingBadgeSection')
  const badge = page.getByRole('link', { name: new RegExp(rating.platform.replace(/[()]/g, '.')) })
  await expect(badge).toHaveAttribute('href', rating.source)
  await expect(badge).toHaveAttribute('target', '_blank')

  const story = page.locator('[data-section-type="caseStudySection"]')
  await expect(story.getByText(section('caseStudySection').quote)).toBeVisible()
  await expect(story.getByRole('definition')).toHaveCount(3)
  await expectLoadedImages(story)

  const team = page.locator('[data-section-type="teamGridSection"]')
  for (const { name } of section('teamGridSection').members)
    await expect(team.getByText(name, { exact: true })).toBeVisible()
  await expectLoadedImages(team)

  const media = page.locator('[data-section-type="productMediaSection"] .product-media-figure')
  await expect(media.locator('img')).toHaveAttribute('loading', 'lazy')
  await expectLoadedImages(media)
})

test('in preview a how-it-works step shows its screenshot instead of its drawn scene', async ({
  page,
}) => {
  await page.goto(enablePreview('/unternehmen/so-funktionierts'))
  const steps = page.locator('.how-it-works-steps > li')
  await expect(steps).toHaveCount(6)
  await expect(steps.nth(2).locator('.step-scene')).toHaveCount(0)
  await expectLoadedImages(steps.nth(2))
  await expect(steps.nth(0).locator('.step-scene')).toHaveCount(1)
})
