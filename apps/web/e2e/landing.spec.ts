import { expect, test, type Locator } from '@playwright/test'
import {
  agents,
  companyFaqs,
  landing,
  plainText,
  plans,
  price,
  sectionHeadings,
  settings,
} from './content'
import { expectNewTabLink, sectionOf } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/unternehmen')
})

test('shows the nine sections in order', async ({ page }) => {
  const tops: number[] = []
  for (const heading of sectionHeadings()) {
    const element = page.getByRole('heading', { name: heading, exact: true })
    await expect(element).toHaveCount(1)
    tops.push((await element.boundingBox())?.y ?? Number.NaN)
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(landing().hero.heading)
})

// The first frame holds the first screen only (docs/performance.md): the bands after the first
// are styled, laid out and painted when they come near the viewport.
test('renders the bands after the first only near the viewport', async ({ page }) => {
  const visibility = await page
    .locator('main section.ui-section')
    .evaluateAll((bands) =>
      bands.map((band) => getComputedStyle(band).getPropertyValue('content-visibility')),
    )
  expect(visibility.length).toBeGreaterThan(5)
  expect(visibility).toEqual(['visible', ...visibility.slice(1).map(() => 'auto')])
})

test('every sign-up button opens the register page in a new tab', async ({ page }) => {
  const buttons = page.locator('a[data-cta-action="register"]')
  expect(await buttons.count()).toBeGreaterThan(1)
  for (const button of await buttons.all()) {
    await expectNewTabLink(button, settings().appRegisterUrl)
  }
})

test('every content button has a target', async ({ page }) => {
  const page_ = landing()
  const ctas = [
    page_.hero.primaryCta,
    page_.hero.secondaryCta,
    page_.finalCta.primaryCta,
    page_.finalCta.secondaryCta,
    ...plans().map((plan) => plan.cta),
  ]
  const main = page.getByRole('main')
  for (const cta of ctas) {
    const links = main.getByRole('link', { name: cta.label, exact: true })
    await expect(links.first(), `button "${cta.label}"`).toBeVisible()
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^(\/|https:\/\/|mailto:)\S+/)
    }
  }
})

test.describe('agents carousel', () => {
  /** A string only keen-slider's code contains: tells its chunk from the others. */
  const sliderCodeMark = 'data-keen-slider-'
  const carousel = (page: import('@playwright/test').Page) =>
    sectionOf(page, landing().agentsCarousel.heading)

  test('has a slide for each of the 20 agents', async ({ page }) => {
    const section = carousel(page)
    expect(agents()).toHaveLength(20)
    for (const agent of agents()) {
      await expect(section.getByText(agent.name, { exact: true })).toHaveCount(1)
    }
  })

  test('each agent’s country shows its flag as an image, not as an emoji', async ({ page }) => {
    const slides = carousel(page).getByRole('group')
    await expect(slides).toHaveCount(agents().length)
    for (const [index, agent] of agents().entries()) {
      const slide = slides.nth(index)
      const flag = slide.locator(`[data-country="${agent.countryCode}"]`)
      await expect(flag).toHaveCount(1)
      const drawn = await flag.evaluate((element) => ({
        image: getComputedStyle(element).backgroundImage,
        width: element.getBoundingClientRect().width,
      }))
      expect(drawn.image).toMatch(/^(url\("data:image\/svg\+xml|linear-gradient)/)
      expect(drawn.width).toBeGreaterThan(10)
      expect(await slide.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u)
    }
  })

  test('next and previous move it by the 400 px step in whole cards', async ({ page }) => {
    const section = carousel(page)
    const slides = section.getByRole('group')
    await section.scrollIntoViewIfNeeded()
    const x = async (index = 0) => (await slides.nth(index).boundingBox())?.x ?? Number.NaN
    const start = await x()
    // 400 px at 1280 px is one card of 304 px and its 20 px gap.
    const pitch = (await x(1)) - start

    await section.getByRole('button', { name: landing().agentsCarousel.nextLabel }).click()
    await expect.poll(x).toBeCloseTo(start - pitch, 0)

    await section.getByRole('button', { name: landing().agentsCarousel.previousLabel }).click()
    await expect.poll(x).toBeCloseTo(start, 0)
  })

  test('downloads and starts the slider only once the carousel nears the viewport', async ({
    page,
  }) => {
    // A short window keeps the carousel well below the fold, whatever the copy above it.
    await page.setViewportSize({ width: 1280, height: 400 })
    await page.reload({ waitUntil: 'networkidle' })
    const sliderDownloaded = async () => {
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      )
      const bodies = await Promise.all(
        scripts.map(async (url) => (await page.request.get(url)).text()),
      )
      return bodies.some((body) => body.includes(sliderCodeMark))
    }
    const section = carousel(page)
    const region = section.getByRole('region')
    expect(await sliderDownloaded()).toBe(false)
    await expect(region).not.toHaveAttribute('data-ready')

    await section.scrollIntoViewIfNeeded()
    await expect(region).toHaveAttribute('data-ready')
    expect(await sliderDownloaded()).toBe(true)
  })

  test('stays a native scroll row moved by the buttons when the slider cannot be downloaded', async ({
    page,
  }) => {
    let blocked = false
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch().catch(() => null)
      // A request of the load the reload below cuts short: nothing left to answer.
      const body = await response?.text().catch(() => null)
      if (!response || body == null) return
      if (!body.includes(sliderCodeMark)) return route.fulfill({ response })
      blocked = true
      return route.abort('connectionreset')
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.reload()
    const section = carousel(page)
    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => blocked).toBe(true)

    const track = section.locator('[data-carousel-track]')
    await track.evaluate((element) => element.scrollBy({ left: 300, behavior: 'instant' }))
    expect(await track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    // The buttons still move it, card by card, through the carousel's inline script.
    await track.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }))
    await section.getByRole('button', { name: landing().agentsCarousel.nextLabel }).click()
    const secondCard = await section
      .getByRole('group')
      .nth(1)
      .evaluate(
        (slide: HTMLElement) =>
          slide.offsetLeft - (slide.previousElementSibling as HTMLElement).offsetLeft,
      )
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(secondCard)
    await expect(section.getByRole('region')).not.toHaveAttribute('data-ready')
    expect(errors).toEqual([])
  })

  test('each card shows its content once it is moved into view', async ({ page }) => {
    // Walks all twenty cards one button press at a time.
    test.slow()
    const section = carousel(page)
    await section.scrollIntoViewIfNeeded()
    const next = section.getByRole('button', { name: landing().agentsCarousel.nextLabel })
    const width = page.viewportSize()?.width ?? 0
    const inView = async (slide: Locator) => {
      const box = await slide.boundingBox()
      return box !== null && box.x >= 0 && box.x + box.width <= width
    }
    for (const agent of agents()) {
      const slide = section.getByRole('group').filter({ hasText: agent.name })
      await expect(async () => {
        if (!(await inView(slide))) await next.click()
        expect(await inView(slide)).toBe(true)
      }).toPass({ intervals: [600] })
      // Cards off to the side are not rendered (content-visibility) and have no rendered text.
      await expect.poll(() => slide.innerText()).toContain(agent.skills[0])
    }
  })
})

test('FAQ keeps only one answer open', async ({ page }) => {
  const section = sectionOf(page, landing().faq.heading)
  const faqs = companyFaqs()
  expect(faqs).toHaveLength(15)
  const answer = (index: number): Locator =>
    section.getByText(plainText(faqs[index]?.answer).split('\n')[0] ?? '', { exact: false })

  await section.getByText(faqs[0]?.question, { exact: true }).click()
  await expect(answer(0)).toBeVisible()

  await section.getByText(faqs[1]?.question, { exact: true }).click()
  await expect(answer(1)).toBeVisible()
  await expect(answer(0)).toBeHidden()
})

test.describe('pricing', () => {
  const visibleWith = (section: Locator, text: string) =>
    section.getByText(text).filter({ visible: true })

  test('shows yearly prices by default and monthly prices after switching', async ({ page }) => {
    const pricing = landing().pricing
    const section = sectionOf(page, pricing.heading)
    // Amounts that belong to one billing period only and appear in no other copy of the section.
    const copy = JSON.stringify([
      pricing,
      plans().map(({ description, features }) => [description, features]),
    ])
    const monthly = new Set(plans().map((plan) => price(plan.monthlyPrice)))
    const yearly = new Set(plans().map((plan) => price(plan.yearlyPrice)))
    const onlyYearly = [...yearly].filter(
      (amount) => !monthly.has(amount) && !copy.includes(amount),
    )
    const onlyMonthly = [...monthly].filter(
      (amount) => !yearly.has(amount) && !copy.includes(amount),
    )
    expect(onlyYearly.length).toBeGreaterThan(0)

    for (const plan of plans()) await expect(section.getByText(plan.name).first()).toBeVisible()
    for (const amount of onlyYearly) await expect(visibleWith(section, amount)).not.toHaveCount(0)
    for (const amount of onlyMonthly) await expect(visibleWith(section, amount)).toHaveCount(0)

    // Centred first: sections rise into place as they scroll into view (a scroll-driven
    // animation), so a click aimed while the switch still moves with the scroll can miss it.
    const monthlyLabel = section.getByText(pricing.monthlyLabel, { exact: true })
    await monthlyLabel.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await monthlyLabel.click()

    for (const amount of onlyMonthly) await expect(visibleWith(section, amount)).not.toHaveCount(0)
    for (const amount of onlyYearly) await expect(visibleWith(section, amount)).toHaveCount(0)
  })

  test('shows the seat counter', async ({ page }) => {
    const section = sectionOf(page, landing().pricing.heading)
    const counter = plans().find((plan) => plan.seatCounter)?.seatCounter
    expect(counter).toEqual({ claimed: 433, limit: 500 })
    await expect(section.getByText(/433\s*\/\s*500/)).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section is fully visible', async ({ page }) => {
    for (const heading of sectionHeadings()) {
      const element = page.getByRole('heading', { name: heading, exact: true })
      // Scrolled to the top of the viewport, where a scroll-driven reveal has run its course.
      await element.evaluate((node) => node.scrollIntoView({ block: 'start' }))
      await expect(element).toBeVisible()
      // Reveal animations must not leave content transparent without JS.
      await expect
        .poll(
          () =>
            element.evaluate((node) => {
              let opacity = 1
              for (let el: Element | null = node; el; el = el.parentElement) {
                opacity *= Number(getComputedStyle(el).opacity)
              }
              return opacity
            }),
          { message: heading },
        )
        .toBeGreaterThan(0.99)
    }
  })
})
