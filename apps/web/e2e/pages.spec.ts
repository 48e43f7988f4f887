import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  aboutPage,
  asRead,
  careerOpenings,
  careersPage,
  closedOpenings,
  conciergeFaqs,
  conciergePage,
  landing,
  plainText,
  plans,
  price,
  pricingPage,
  settings,
  shown,
  strings,
} from './content'
import { expectNewTabLink, routerReady, sectionOf } from './helpers'

// The pricing, concierge, about and careers pages. Expectations come from the bundled dataset;
// figures the spec fixes are checked against it where they are not German copy.

const routes = [
  ['/unternehmen/preise', pricingPage],
  ['/unternehmen/onboarding-concierge', conciergePage],
  ['/ueber-uns', aboutPage],
  ['/karriere', careersPage],
] as const

test.describe('every page', () => {
  for (const [route, doc] of routes) {
    test(`${route}: one h1, the title and description from its SEO field`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(doc().hero.heading)
      await expect(page).toHaveTitle(
        settings().seo.titleTemplate.replace('{title}', doc().seo.title),
      )
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        doc().seo.description,
      )
    })
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

    for (const [route] of routes) {
      test(`${route}: nothing is wider than the screen`, async ({ page }) => {
        await page.goto(route)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width).toBeLessThanOrEqual(375)
      })
    }
  })
})

/**
 * The euro amounts a plan card shows at the moment, in order. Read where a visitor reads them, in
 * view: a band far from the viewport is not rendered (content-visibility), so it has no rendered
 * text until the frame after it comes near.
 */
async function visibleAmounts(card: Locator): Promise<string[]> {
  await card.scrollIntoViewIfNeeded()
  await card.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  return (await card.innerText()).match(/\d[\d.]*,\d{2}\s€/g) ?? []
}

const planCard = (section: Locator, name: string) =>
  section.locator('article').filter({ has: section.page().getByRole('heading', { name }) })

async function amountsByPlan(page: Page, heading: string, billing: 'yearly' | 'monthly') {
  const section = sectionOf(page, heading)
  if (billing === 'monthly') {
    await section
      .getByRole('radio', { name: pricingPage().plans.monthlyLabel, exact: true })
      .check()
  }
  const amounts: Record<string, string[]> = {}
  for (const plan of plans())
    amounts[plan.name] = await visibleAmounts(planCard(section, plan.name))
  return amounts
}

test.describe('/unternehmen/preise', () => {
  const doc = () => pricingPage()

  test.beforeEach(async ({ page }) => {
    // Scroll-driven reveals move cards while Playwright scrolls to a control: click them still.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/unternehmen/preise')
  })

  test('shows the landing page’s plans with the same prices in both billings', async ({
    page,
    browser,
  }) => {
    const landingPage = await browser.newPage()
    // Like the page under test (beforeEach): no scroll-driven reveal moves the toggle mid-click.
    await landingPage.emulateMedia({ reducedMotion: 'reduce' })
    await landingPage.goto('/unternehmen')
    for (const billing of ['yearly', 'monthly'] as const) {
      const here = await amountsByPlan(page, doc().plans.heading, billing)
      const there = await amountsByPlan(landingPage, landing().pricing.heading, billing)
      expect(here, billing).toEqual(there)
      for (const plan of plans()) {
        const amount = billing === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice
        expect(here[plan.name]?.[0], `${plan.name} ${billing}`).toMatch(
          new RegExp(`^${price(amount).replace('.', '\\.')}\\s€$`),
        )
      }
    }
    await landingPage.close()
  })

  test('yearly is the default; the toggle switches to monthly prices', async ({ page }) => {
    const section = sectionOf(page, doc().plans.heading)
    const yearly = section.getByRole('radio', { name: new RegExp(doc().plans.yearlyLabel) })
    const monthly = section.getByRole('radio', { name: doc().plans.monthlyLabel, exact: true })
    await expect(yearly).toBeChecked()
    const priority = plans()[0]!
    const card = planCard(section, priority.name)
    await expect(card.getByText(price(priority.yearlyPrice)).first()).toBeVisible()

    await monthly.check()
    await expect(card.getByText(price(priority.monthlyPrice)).first()).toBeVisible()
    // The struck list price follows the billing.
    await expect(card.locator('s').filter({ visible: true })).toContainText(
      price(priority.monthlyListPrice),
    )
  })

  test('yearly savings follow the spec’s formulas, list prices are struck', async ({ page }) => {
    const section = sectionOf(page, doc().plans.heading)
    for (const plan of plans()) {
      const saving =
        plan.savingsRule === 'listPriceDifference'
          ? (plan.yearlyListPrice - plan.yearlyPrice) * 13
          : (plan.monthlyPrice * 12 * plan.yearlyDiscountPercent) / 100
      const template = doc().plans.savingsTemplate.replace('{amount}', `${price(saving)} €`)
      await expect(planCard(section, plan.name)).toContainText(template.replace(/\s/g, ' '))
      if (plan.yearlyListPrice) {
        await expect(
          planCard(section, plan.name).locator('s').filter({ visible: true }),
        ).toContainText(price(plan.yearlyListPrice))
      }
    }
  })

  test('explains the prices in four cards, gives the launch tip, asks to sign up', async ({
    page,
  }) => {
    const cards = sectionOf(page, doc().explanation.heading).getByRole('heading', { level: 3 })
    await expect(cards).toHaveText(
      doc().explanation.items.map((item: { title: string }) => item.title),
    )

    const tip = sectionOf(page, doc().launchTip.heading)
    await expect(tip).toContainText(doc().launchTip.text)
    await expectNewTabLink(
      tip.getByRole('link', { name: doc().launchTip.cta.label }),
      settings().appRegisterUrl,
    )

    const signUp = sectionOf(page, doc().signUp.heading)
    await expectNewTabLink(
      signUp.getByRole('link', { name: doc().signUp.primaryCta.label }),
      settings().appRegisterUrl,
    )
  })
})

test.describe('/unternehmen/onboarding-concierge', () => {
  const doc = () => conciergePage()

  test.beforeEach(async ({ page }) => {
    await page.goto('/unternehmen/onboarding-concierge')
  })

  test('the hero claims 0h setup, 2h support, 7 days and 24h onboarding', async ({ page }) => {
    const claims = doc().hero.stats.map((stat: { value: string }) => stat.value)
    expect(claims).toEqual(['0\u00a0h', '2\u00a0h', '7\u00a0Tage', '24\u00a0h'])
    const hero = page.locator('section').first()
    for (const stat of doc().hero.stats) {
      await expect(hero.getByText(stat.value, { exact: true })).toBeVisible()
      await expect(hero.getByText(stat.label, { exact: true })).toBeVisible()
    }
  })

  test('shows every figure of the spec’s concierge terms somewhere on the page', async ({
    page,
  }) => {
    const copy = [...strings(doc()), ...conciergeFaqs().flatMap((faq) => plainText(faq.answer))]
    // Figures and channel names as the spec gives them; the sentences around them are content.
    const figures = [
      '15\u00a0Min',
      '30\u00a0Min',
      '5–10',
      '2\u00a0h',
      '9–18',
      '24\u00a0h',
      '7\u00a0Tage',
      '14\u00a0Tage',
    ]
    const channels = ['Slack', 'WhatsApp', 'E-Mail', 'Telefon']
    const main = page.getByRole('main')
    for (const figure of [...figures, ...channels]) {
      const shownIn = copy.filter((text) => asRead(text).includes(figure))
      expect(shownIn, figure).not.toHaveLength(0)
      await expect(main, figure).toContainText(shown(figure))
    }
  })

  test('the price card: 999 € a month, 499 € setup, terms and guarantee', async ({ page }) => {
    const pricing = doc().pricing
    expect([pricing.monthlyPrice, pricing.setupPrice]).toEqual([999, 499])
    const card = page.getByRole('article', { name: pricing.planName })
    await expect(card.getByText(/^999\s€$/)).toBeVisible()
    await expect(card.getByText(/^499\s€$/)).toBeVisible()
    for (const line of [pricing.monthlyLabel, pricing.setupLabel, ...pricing.terms]) {
      await expect(card.getByText(line, { exact: true })).toBeVisible()
    }
    await expect(card).toContainText(pricing.guarantee.text)
  })

  test('the 7-day journey lists its steps in order', async ({ page }) => {
    const section = sectionOf(page, doc().journey.heading)
    const steps = section.getByRole('listitem')
    await expect(steps).toHaveCount(7)
    for (const [index, step] of doc().journey.steps.entries()) {
      await expect(steps.nth(index)).toContainText(`${step.number}${step.title} ${step.duration}`)
      await expect(steps.nth(index)).toContainText(step.description)
    }
  })

  test('six features, the Basic vs Premium table and three sample testimonials', async ({
    page,
  }) => {
    const features = sectionOf(page, doc().features.heading).getByRole('heading', { level: 3 })
    await expect(features).toHaveText(
      doc().features.items.map((item: { title: string }) => item.title),
    )

    const table = page.getByRole('table', { name: doc().comparison.heading })
    await expect(table.getByRole('columnheader')).toHaveText([
      doc().comparison.featureLabel,
      doc().comparison.basicLabel,
      doc().comparison.premiumLabel,
    ])
    await expect(table.getByRole('rowheader')).toHaveText(
      doc().comparison.rows.map((row: { feature: string }) => row.feature),
    )

    const testimonials = sectionOf(page, doc().testimonials.heading)
    await expect(testimonials.getByText(doc().testimonials.note)).toBeVisible()
    await expect(testimonials.getByRole('figure')).toHaveCount(3)
  })

  test('book and consultation buttons lead to the settings’ targets', async ({ page }) => {
    const targets = settings().actions
    const ctas = [
      doc().hero.primaryCta,
      doc().hero.secondaryCta,
      doc().pricing.primaryCta,
      doc().pricing.secondaryCta,
      doc().finalCta.primaryCta,
      doc().finalCta.secondaryCta,
    ]
    expect(new Set(ctas.map((cta) => cta.action))).toEqual(new Set(['consultation', 'demoCall']))
    const main = page.getByRole('main')
    for (const cta of ctas) {
      const links = main.getByRole('link', { name: cta.label, exact: true })
      await expect(links.first(), cta.label).toBeVisible()
      for (const link of await links.all()) {
        await expectNewTabLink(link, targets[cta.action])
      }
    }
  })

  test('five FAQs, only one open at a time', async ({ page }) => {
    const section = sectionOf(page, doc().faq.heading)
    const faqs = conciergeFaqs()
    expect(faqs).toHaveLength(5)
    await expect(section.locator('details')).toHaveCount(5)
    const answer = (index: number) =>
      section.getByText(plainText(faqs[index]?.answer).split('\n')[0] ?? '')

    await section.getByText(faqs[0]?.question, { exact: true }).click()
    await expect(answer(0)).toBeVisible()
    await section.getByText(faqs[3]?.question, { exact: true }).click()
    await expect(answer(3)).toBeVisible()
    await expect(answer(0)).toBeHidden()
    await expect(section.locator('details[open]')).toHaveCount(1)
  })
})

test.describe('/ueber-uns', () => {
  const doc = () => aboutPage()

  test('mission, three values with their principles, and the stats', async ({ page }) => {
    await page.goto('/ueber-uns')
    const mission = sectionOf(page, doc().mission.heading)
    for (const paragraph of doc().mission.paragraphs) await expect(mission).toContainText(paragraph)

    const values = sectionOf(page, doc().values.heading)
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      doc().values.values.map((value: { title: string }) => value.title),
    )
    for (const value of doc().values.values) {
      for (const principle of value.principles) {
        await expect(values.getByText(principle, { exact: true })).toBeVisible()
      }
    }

    const stats = doc().stats.stats.map((stat: { value: string }) => stat.value)
    expect(stats).toEqual(['500+', '10.000+', '4,8/5'])
    await expect(sectionOf(page, doc().stats.heading).locator('dd')).toHaveText(stats)
  })
})

test.describe('/karriere', () => {
  const doc = () => careersPage()
  /** The careers page's word for an opening's employment type (its openings section's). */
  const employmentTypeOf = (opening: { _id: string; employmentType?: string }) =>
    ({ FULL_TIME: doc().openings.employmentTypeLabels.fullTime })[
      String(opening.employmentType)
    ] as string

  test.beforeEach(async ({ page }) => {
    await page.goto('/karriere')
  })

  test('six openings, each with its facts and an apply link with a real target', async ({
    page,
  }) => {
    const openings = careerOpenings()
    expect(openings).toHaveLength(6)
    const application = settings().actions.application
    const address = application.split('?')[0]
    const section = sectionOf(page, doc().openings.heading)
    for (const opening of openings) {
      const card = section.getByRole('article', { name: opening.title, exact: true })
      await expect(card.getByRole('link', { name: opening.title, exact: true })).toHaveAttribute(
        'href',
        `/karriere/${opening.slug.current}`,
      )
      for (const fact of [opening.department, employmentTypeOf(opening), opening.location]) {
        await expect(card.getByText(fact, { exact: true })).toBeVisible()
      }
      const apply = card.getByRole('link', { name: doc().openings.applyCta.label })
      const href = (await apply.getAttribute('href')) ?? ''
      expect(href.startsWith(`${address}?`), href).toBe(true)
      const subject = new URL(href).searchParams.get('subject')
      expect(subject).toBe(doc().openings.subjectTemplate.replace('{title}', opening.title))
    }
  })

  test('leaves out the closed openings', async ({ page }) => {
    for (const opening of closedOpenings()) {
      await expect(page.getByRole('article', { name: opening.title })).toHaveCount(0)
    }
  })

  test('an opening’s link leads to its page: facts, description, apply link, way back', async ({
    page,
  }) => {
    const opening = careerOpenings()[0]!
    const labels = doc().openings
    await routerReady(page)
    await sectionOf(page, labels.heading)
      .getByRole('link', { name: opening.title, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/karriere/${opening.slug.current}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.title)
    await expect(page).toHaveTitle(settings().seo.titleTemplate.replace('{title}', opening.title))
    for (const fact of [opening.department, employmentTypeOf(opening), opening.location]) {
      await expect(page.getByRole('definition').filter({ hasText: fact }).first()).toBeVisible()
    }
    await expect(page.getByText(opening.description, { exact: true })).toBeVisible()
    const heading = opening.body.find((block: { style: string }) => block.style === 'h2')
    await expect(
      page.getByRole('heading', { level: 2, name: heading.children[0].text }),
    ).toBeVisible()
    // Under the facts, and again after the description for who has read it all.
    const applies = page.getByRole('link', { name: labels.applyCta.label })
    await expect(applies).toHaveCount(2)
    for (const apply of await applies.all()) {
      const subject = new URL((await apply.getAttribute('href')) ?? '').searchParams.get('subject')
      expect(subject).toBe(labels.subjectTemplate.replace('{title}', opening.title))
    }
    await page.getByRole('link', { name: labels.backLabel }).click()
    await expect(page).toHaveURL(/\/karriere$/)
  })

  test('a spontaneous application and the hero lead to real targets', async ({ page }) => {
    const spontaneous = doc().openings.spontaneous
    await expect(
      page.getByRole('article', { name: spontaneous.heading }).getByRole('link', {
        name: spontaneous.cta.label,
      }),
    ).toHaveAttribute('href', settings().actions.application)

    await routerReady(page)
    await page.getByRole('link', { name: doc().hero.primaryCta.label }).click()
    await expect(page).toHaveURL(/\/karriere#stellen$/)
    await expect(page.getByRole('heading', { name: doc().openings.heading })).toBeInViewport()
  })

  test('lists the traits wanted and not wanted', async ({ page }) => {
    const section = sectionOf(page, doc().traits.heading)
    for (const trait of [...doc().traits.wanted, ...doc().traits.notWanted]) {
      await expect(section.getByText(trait, { exact: true })).toBeVisible()
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the concierge page shows every section and its FAQ still opens', async ({ page }) => {
    await page.goto('/unternehmen/onboarding-concierge')
    const doc = conciergePage()
    for (const name of ['intro', 'journey', 'features', 'comparison', 'testimonials', 'pricing']) {
      const heading = page.getByRole('heading', { name: doc[name].heading, exact: true })
      await heading.evaluate((node) => node.scrollIntoView({ block: 'start' }))
      await expect(heading).toBeVisible()
    }
    const faq = conciergeFaqs()[0]!
    await page.getByText(faq.question, { exact: true }).click()
    await expect(page.getByText(plainText(faq.answer).split('\n')[0] ?? '')).toBeVisible()
  })
})
