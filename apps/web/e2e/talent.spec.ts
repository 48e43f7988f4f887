import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  headerLabel,
  plainText,
  roleProfile,
  sampleJobs,
  settings,
  talentFaqs,
  talentLanding,
  talentSectionHeadings,
} from './content'
import { expectNewTabLink, openedTab, routerReady, sectionOf, stubAppHost } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/talente')
})

test('shows the nine sections in order, the hero with its next steps', async ({ page }) => {
  const tops: number[] = []
  for (const heading of talentSectionHeadings()) {
    const element = page.getByRole('heading', { name: heading, exact: true })
    await expect(element).toHaveCount(1)
    tops.push((await element.boundingBox())?.y ?? Number.NaN)
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b))

  const hero = talentLanding().hero
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading)
  const steps = page
    .getByRole('heading', { name: hero.nextSteps.heading })
    .locator('xpath=following-sibling::ol[1]/li')
  await expect(steps).toHaveCount(hero.nextSteps.steps.length)
  for (const [index, step] of (hero.nextSteps.steps as { title: string }[]).entries()) {
    await expect(steps.nth(index)).toContainText(step.title)
  }
})

test('takes its title and description from the page’s SEO field', async ({ page }) => {
  const seo = talentLanding().seo
  await expect(page).toHaveTitle(new RegExp(`^${seo.title}`))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description)
})

test('role cards: Opener, Setter and Closer with their skills and pay', async ({ page }) => {
  const content = talentLanding().roleCards
  const section = sectionOf(page, content.heading)
  const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading') })
  await expect(cards).toHaveCount(3)
  for (const [index, card] of (content.cards as { role: { _ref: string } }[]).entries()) {
    const role = roleProfile(card.role._ref)
    const shown = cards.nth(index)
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText(role.title)
    await expect(shown.getByText(role.compensation, { exact: true })).toBeVisible()
    await expect(shown.getByText(role.skills[0], { exact: true })).toBeVisible()
  }
})

test.describe('sample-job carousel', () => {
  const carousel = (page: Page) => sectionOf(page, talentLanding().jobsCarousel.heading)

  test('has a slide for each of the nine jobs, with its facts and marked as a sample', async ({
    page,
  }) => {
    const content = talentLanding().jobsCarousel
    const slides = carousel(page).getByRole('group')
    expect(sampleJobs()).toHaveLength(9)
    await expect(slides).toHaveCount(9)
    for (const [index, job] of sampleJobs().entries()) {
      const slide = slides.nth(index)
      await expect(slide.getByRole('heading', { name: job.company })).toHaveCount(1)
      await expect(slide.getByRole('img', { name: job.logo.alt })).toHaveCount(1)
      await expect(slide.getByText(roleProfile(job.role._ref).name, { exact: true })).toHaveCount(1)
      await expect(slide.getByText(content.sampleLabel, { exact: true })).toHaveCount(1)
      await expect(slide.getByText(job.industry, { exact: true })).toHaveCount(1)
      await expect(
        slide.getByText(content.payModelLabels[job.payModel], { exact: true }),
      ).toHaveCount(1)
      await expect(slide.getByText(job.oteRange, { exact: true })).toHaveCount(1)
      await expect(slide.getByText(job.location, { exact: true })).toHaveCount(1)
    }
  })

  test('next and previous move it by the 400 px step in whole cards', async ({ page }) => {
    const content = talentLanding().jobsCarousel
    const section = carousel(page)
    const slides = section.getByRole('group')
    await section.scrollIntoViewIfNeeded()
    // Measured once the slider has started: until then the slides are a native scroll row.
    await expect(section.getByRole('region')).toHaveAttribute('data-ready')
    const x = async (index = 0) => (await slides.nth(index).boundingBox())?.x ?? Number.NaN
    const start = await x()
    const pitch = (await x(1)) - start

    await section.getByRole('button', { name: content.nextLabel }).click()
    await expect.poll(x).toBeCloseTo(start - pitch, 0)

    await section.getByRole('button', { name: content.previousLabel }).click()
    await expect.poll(x).toBeCloseTo(start, 0)
  })
})

test('start, benefits, matching and comparison carry their facts', async ({ page }) => {
  const content = talentLanding()
  const titlesOf = (section: Locator) => section.getByRole('heading', { level: 3 })

  await expect(titlesOf(sectionOf(page, content.start.heading))).toHaveText(
    content.start.steps.map((step: { title: string }) => step.title),
  )
  await expect(titlesOf(sectionOf(page, content.benefits.heading))).toHaveText(
    content.benefits.benefits.map((benefit: { title: string }) => benefit.title),
  )
  await expect(titlesOf(sectionOf(page, content.matching.heading))).toHaveText(
    content.matching.steps.map((step: { title: string }) => step.title),
  )

  const table = sectionOf(page, content.comparison.heading).getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(
    content.comparison.columns.map((column: { label: string }) => column.label),
  )
  await expect(table.getByRole('rowheader')).toHaveText(
    content.comparison.rows.map((row: { criterion: string }) => row.criterion),
  )
})

test('FAQ shows the six talent questions and keeps only one answer open', async ({ page }) => {
  const section = sectionOf(page, talentLanding().faq.heading)
  const faqs = talentFaqs()
  expect(faqs).toHaveLength(6)
  await expect(section.locator('details')).toHaveCount(6)
  await expect(section.locator('summary')).toHaveText(faqs.map((faq) => faq.question))
  const answer = (index: number): Locator =>
    section.getByText(plainText(faqs[index]?.answer).split('\n')[0] ?? '', { exact: false })

  await section.getByText(faqs[0]?.question, { exact: true }).click()
  await expect(answer(0)).toBeVisible()

  await section.getByText(faqs[1]?.question, { exact: true }).click()
  await expect(answer(1)).toBeVisible()
  await expect(answer(0)).toBeHidden()
})

test('every sign-up button opens the register page in a new tab', async ({ page, context }) => {
  await stubAppHost(context)
  const buttons = page.getByRole('main').locator('a[data-cta-action="register"]')
  await expect(buttons).toHaveCount(2)
  for (const button of await buttons.all()) {
    await expectNewTabLink(button, settings().appRegisterUrl)
  }

  const finalCta = talentLanding().finalCta
  const signUp = sectionOf(page, finalCta.heading).getByRole('link', {
    name: finalCta.primaryCta.label,
  })
  const tab = await openedTab(page, signUp)
  expect(tab.url()).toBe(new URL(settings().appRegisterUrl).href)
  expect(await tab.evaluate(() => window.opener)).toBeNull()
})

test('the hero’s second button leads to the sample jobs', async ({ page }) => {
  const hero = talentLanding().hero
  await routerReady(page)
  await page.getByRole('link', { name: hero.secondaryCta.label }).click()
  await expect(page).toHaveURL(/\/talente#jobs$/)
  await expect(
    page.getByRole('heading', { name: talentLanding().jobsCarousel.heading }),
  ).toBeInViewport()
})

test('the view switch shows the talent view and leads to the company view', async ({ page }) => {
  const nav = settings().navigation
  const header = page.getByRole('banner')
  const views = header.getByRole('navigation', { name: nav.switchViewLabel })
  // On the talent landing page the view's link is the current page itself.
  await expect(views.getByRole('link', { name: nav.talentViewLabel })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const howItWorks = header.getByRole('link', { name: headerLabel('/talente/so-funktionierts') })
  await expect(howItWorks).toHaveAttribute('href', '/talente/so-funktionierts')

  await views.getByRole('link', { name: nav.companyViewLabel }).click()
  await expect(page).toHaveURL(/\/unternehmen$/)
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: nav.switchViewLabel })
    .getByRole('link', { name: nav.talentViewLabel })
    .click()
  await expect(page).toHaveURL(/\/talente$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(talentLanding().hero.heading)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section is visible and the jobs scroll natively', async ({ page }) => {
    for (const heading of talentSectionHeadings()) {
      const element = page.getByRole('heading', { name: heading, exact: true })
      await element.evaluate((node) => node.scrollIntoView({ block: 'start' }))
      await expect(element).toBeVisible()
    }
    const track = sectionOf(page, talentLanding().jobsCarousel.heading).locator(
      '[data-carousel-track]',
    )
    expect(await track.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true)
  })
})
