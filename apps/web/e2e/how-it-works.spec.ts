import { expect, test, type Page } from '@playwright/test'
import { howItWorksPage, settings } from './content'
import { expectNewTabLink, sectionOf } from './helpers'

const views = [
  { view: 'company', path: '/unternehmen/so-funktionierts', other: 'talent' },
  { view: 'talent', path: '/talente/so-funktionierts', other: 'company' },
] as const

/** The section headings of the page, in page order. */
const sectionHeadings = (doc: ReturnType<typeof howItWorksPage>): string[] =>
  ['steps', 'benefits', 'timeline', 'matching', 'finalCta'].map((name) => doc[name].heading)

for (const { view, path, other } of views) {
  test.describe(`${path} (${view} wording)`, () => {
    const doc = () => howItWorksPage(view)

    test.beforeEach(async ({ page }) => {
      await page.goto(path)
    })

    test('shows its own wording, not the other view’s', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc().hero.heading)
      await expect(page).toHaveTitle(new RegExp(`^${escape(doc().seo.title)}`))
      const description = page.locator('meta[name="description"]')
      await expect(description).toHaveAttribute('content', doc().seo.description)
      for (const heading of sectionHeadings(howItWorksPage(other))) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0)
      }
    })

    test('shows its sections in order', async ({ page }) => {
      await expectInOrder(page, sectionHeadings(doc()))
    })

    test('lists the six steps in order', async ({ page }) => {
      const section = sectionOf(page, doc().steps.heading)
      const steps = section.getByRole('listitem')
      await expect(steps).toHaveCount(6)
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        doc().steps.steps.map((step: { title: string }) => step.title),
      )
    })

    test('shows four benefit tiles', async ({ page }) => {
      const section = sectionOf(page, doc().benefits.heading)
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        doc().benefits.benefits.map((benefit: { title: string }) => benefit.title),
      )
      await expect(section.getByRole('listitem')).toHaveCount(4)
    })

    test('runs the timeline from Tag 0 to Tag 7+', async ({ page }) => {
      const entries: { day: string; title: string }[] = doc().timeline.entries
      expect(entries[0]?.day).toBe('Tag 0')
      expect(entries.at(-1)?.day).toBe('Tag 7+')
      const section = sectionOf(page, doc().timeline.heading)
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        entries.map((entry) => `${entry.day}: ${entry.title}`),
      )
    })

    test('explains skill matching, culture fit and growth potential', async ({ page }) => {
      const section = sectionOf(page, doc().matching.heading)
      const factors: { title: string; points: string[] }[] = doc().matching.factors
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        factors.map((factor) => factor.title),
      )
      for (const point of factors.flatMap((factor) => factor.points)) {
        await expect(section.getByText(point, { exact: true })).toBeVisible()
      }
    })

    test('every button has a target; sign-up opens the app in a new tab', async ({ page }) => {
      const main = page.getByRole('main')
      const ctas = [
        doc().hero.primaryCta,
        doc().hero.secondaryCta,
        doc().finalCta.primaryCta,
        doc().finalCta.secondaryCta,
      ]
      for (const cta of ctas) {
        const link = main.getByRole('link', { name: cta.label, exact: true }).first()
        await expect(link, `button "${cta.label}"`).toBeVisible()
        expect(await link.getAttribute('href')).toMatch(/^(\/|https:\/\/|mailto:)\S+/)
      }
      const register = main.locator('a[data-cta-action="register"]')
      await expect(register).toHaveCount(2)
      for (const link of await register.all()) {
        await expectNewTabLink(link, settings().appRegisterUrl)
      }
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { view, path } of views) {
    test(`${path}: every section is fully visible`, async ({ page }) => {
      await page.goto(path)
      for (const heading of sectionHeadings(howItWorksPage(view))) {
        const element = page.getByRole('heading', { name: heading, exact: true })
        await element.evaluate((node) => node.scrollIntoView({ block: 'start' }))
        await expect
          .poll(() => element.evaluate(visibleOpacity), { message: heading })
          .toBeGreaterThan(0.99)
      }
    })
  }
})

test('on a phone nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  for (const { path } of views) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, path).toBeLessThanOrEqual(375)
  }
})

/** The opacity an element ends up with, its ancestors' included (a reveal must not hide it). */
function visibleOpacity(node: Element) {
  let opacity = 1
  for (let el: Element | null = node; el; el = el.parentElement) {
    opacity *= Number(getComputedStyle(el).opacity)
  }
  return opacity
}

async function expectInOrder(page: Page, headings: string[]) {
  const tops: number[] = []
  for (const heading of headings) {
    const element = page.getByRole('heading', { name: heading, exact: true })
    await expect(element).toHaveCount(1)
    tops.push((await element.boundingBox())?.y ?? Number.NaN)
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
}

function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
