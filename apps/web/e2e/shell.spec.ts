import { expect, test } from '@playwright/test'
import { headerLabel, resourceLinks, settings } from './content'
import { expectNewTabLink, openedTab, routerReady, stubAppHost } from './helpers'

const redirects: [from: string, to: string][] = [
  ['/', '/unternehmen'],
  ['/for-talents', '/talente'],
  ['/preise', '/unternehmen/preise'],
  ['/so-funktionierts', '/unternehmen/so-funktionierts'],
  ['/vergleich', '/unternehmen/vergleich'],
  ['/onboarding-concierge', '/unternehmen/onboarding-concierge'],
]

test.describe('redirects', () => {
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect([301, 302, 307, 308]).toContain(response.status())
      expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe(to)
    })
  }

  test('the root lands on the company landing page', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/unternehmen$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('404', () => {
  for (const [path, home] of [
    ['/diese-seite-gibt-es-nicht', '/unternehmen'],
    ['/unternehmen/gibt-es-nicht', '/unternehmen'],
    ['/talente/gibt-es-auch-nicht', '/talente'],
    ['/talente/so-funktionierts/gibt/es/nicht', '/talente'],
  ] as const) {
    test(`${path} answers 404, explains and logs the path`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (message) => logged.push(message.text()))
      const copy = settings().notFound

      const response = await page.goto(path)

      expect(response?.status()).toBe(404)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
      await expect(main.getByText(copy.text, { exact: true })).toBeVisible()
      await expect(main.getByRole('link', { name: copy.homeLabel })).toHaveAttribute('href', home)
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true)
      // The tab names the site, from the title template like every page's title; still once
      // hydrated (the router then shows the metadata it was sent, not the HTML's).
      await routerReady(page)
      const { seo } = settings()
      await expect(page).toHaveTitle(seo.titleTemplate.replace('{title}', copy.title))
      expect(copy.title).not.toBe('')
      expect(seo.titleTemplate).toContain(settings().brandName)
    })
  }

  // Prerendered once and served from the cache like a page (x-nextjs-cache), in every section:
  // an unknown path must cost no render, whatever its prefix or depth.
  test('every unknown path is a prerendered 404', async ({ request }) => {
    for (const path of [
      '/diese-seite-gibt-es-nicht',
      '/a/b/c',
      '/unternehmen/gibt-es-nicht',
      '/unternehmen/preise/gibt/es/nicht',
      '/og/gibt-es-nicht',
      '/og/companyLandingPage/gibt-es-nicht',
      '/api/gibt-es-nicht',
      '/talente/gibt-es-nicht',
      '/talente/a/b/c',
      '/talente/vergleich/gibt-es-nicht',
      '/talente/nicht-gefunden',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
    }
  })

  test('the home link leads back to the landing page', async ({ page }) => {
    await page.goto('/diese-seite-gibt-es-nicht')
    await page.getByRole('main').getByRole('link', { name: settings().notFound.homeLabel }).click()
    await expect(page).toHaveURL(/\/unternehmen$/)
  })

  // The server draws it like a page, so the first paint shows it before any script has run (a
  // page calling notFound() answers with an empty document that only the client fills in).
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const [path, home] of [
      ['/diese-seite-gibt-es-nicht', '/unternehmen'],
      ['/talente/gibt-es-nicht', '/talente'],
      ['/nicht-gefunden', '/unternehmen'],
    ] as const) {
      test(`${path} explains in the shell of its view`, async ({ page }) => {
        const copy = settings().notFound
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('banner')).toBeVisible()
        const main = page.getByRole('main')
        await expect(main.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
        await expect(main.getByText(copy.text, { exact: true })).toBeVisible()
        await expect(main.getByRole('link', { name: copy.homeLabel })).toHaveAttribute('href', home)
        await expect(page).toHaveTitle(settings().seo.titleTemplate.replace('{title}', copy.title))
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      })
    }
  })
})

test.describe('header', () => {
  const nav = () => settings().navigation

  test('company view: switch marks the company, links stay under /unternehmen', async ({
    page,
  }) => {
    await page.goto('/unternehmen')
    const header = page.getByRole('banner')
    const views = header.getByRole('navigation', { name: nav().switchViewLabel })
    // The company landing page itself: the page, not only the view.
    await expect(views.getByRole('link', { name: nav().companyViewLabel })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(views.getByRole('link', { name: nav().talentViewLabel })).toHaveAttribute(
      'href',
      '/talente',
    )
    await expect(
      header.getByRole('link', { name: headerLabel('/unternehmen/so-funktionierts') }),
    ).toHaveAttribute('href', '/unternehmen/so-funktionierts')
    await expect(
      header.getByRole('link', { name: headerLabel('/unternehmen/vergleich') }),
    ).toHaveAttribute('href', '/unternehmen/vergleich')
    await expect(
      header.getByRole('link', { name: headerLabel('/unternehmen/preise') }),
    ).toHaveAttribute('href', '/unternehmen/preise')
  })

  test('talent view: switch marks the talent, links under /talente, no pricing', async ({
    page,
  }) => {
    await page.goto('/talente/gibt-es-nicht')
    const header = page.getByRole('banner')
    const views = header.getByRole('navigation', { name: nav().switchViewLabel })
    await expect(views.getByRole('link', { name: nav().talentViewLabel })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(views.getByRole('link', { name: nav().companyViewLabel })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(
      header.getByRole('link', { name: headerLabel('/unternehmen/so-funktionierts') }),
    ).toHaveAttribute('href', '/talente/so-funktionierts')
    await expect(
      header.getByRole('link', { name: headerLabel('/unternehmen/vergleich') }),
    ).toHaveAttribute('href', '/talente/vergleich')
    await expect(
      header.getByRole('link', { name: headerLabel('/unternehmen/preise') }),
    ).toHaveCount(0)
  })

  for (const [action, label, url] of [
    ['login', 'loginLabel', 'appLoginUrl'],
    ['register', 'registerLabel', 'appRegisterUrl'],
  ] as const) {
    test(`${action} opens the app in a new tab`, async ({ page, context }) => {
      await stubAppHost(context)
      await page.goto('/unternehmen')
      const link = page.getByRole('banner').getByRole('link', { name: nav()[label], exact: true })

      await expectNewTabLink(link, settings()[url])
      const tab = await openedTab(page, link)

      expect(tab.url()).toBe(new URL(settings()[url]).href)
      expect(await tab.evaluate(() => window.opener)).toBeNull()
    })
  }

  test('marks the page the visitor is on, in the served HTML already', async ({
    page,
    request,
  }) => {
    // Before any script runs: the bar's and the burger panel's link, and no other.
    const html = await (await request.get('/unternehmen/vergleich')).text()
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    const marked = header.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? []
    expect(marked).toHaveLength(2)
    for (const link of marked) expect(link).toContain('href="/unternehmen/vergleich"')

    await page.goto('/unternehmen/vergleich')
    const bar = page.getByRole('banner').getByRole('navigation').last()
    const current = bar.getByRole('link', { name: headerLabel('/unternehmen/vergleich') })
    const other = bar.getByRole('link', { name: headerLabel('/unternehmen/so-funktionierts') })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(other).not.toHaveAttribute('aria-current')
    await expect(current).toHaveCSS('text-decoration-line', 'underline')
    await expect(other).toHaveCSS('text-decoration-line', 'none')
    await expect(page.locator('header [aria-current="page"]:visible')).toHaveCount(1)
  })

  test('marks the current guide in the Resources menu and on its trigger', async ({ page }) => {
    await page.goto('/interview-tipps')
    const trigger = page.getByRole('banner').getByRole('button', { name: nav().resourcesLabel })
    await expect(trigger).toHaveCSS('text-decoration-line', 'underline')
    await trigger.click()

    const items = page.getByRole('menu').getByRole('menuitem')
    const current = items.and(page.locator('[aria-current="page"]'))
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAttribute('href', '/interview-tipps')
    const border = (index: number) =>
      items.nth(index).evaluate((item) => getComputedStyle(item).borderInlineStartStyle)
    const currentIndex = resourceLinks().findIndex(
      (resource) => resource.href === '/interview-tipps',
    )
    expect(await border(currentIndex)).toBe('solid')
    expect(await border(currentIndex === 0 ? 1 : 0)).toBe('none')
  })

  test('German text breaks long words with a hyphen', async ({ page }) => {
    await page.goto('/unternehmen')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    for (const element of [
      page.locator('main p').first(),
      page.getByRole('heading', { level: 1 }),
    ]) {
      await expect(element).toHaveCSS('hyphens', 'auto')
    }
  })

  test('Resources opens a menu with the three guides', async ({ page }) => {
    await page.goto('/unternehmen')
    await page.getByRole('banner').getByRole('button', { name: nav().resourcesLabel }).click()

    const items = page.getByRole('menu').getByRole('menuitem')
    const resources = resourceLinks()
    await expect(items).toHaveCount(3)
    for (const [index, resource] of resources.entries()) {
      await expect(items.nth(index)).toContainText(resource.label)
      await expect(items.nth(index)).toHaveAttribute('href', resource.href)
    }
    expect(resources.map((resource) => resource.href).sort()).toEqual([
      '/interview-tipps',
      '/interviewfragen',
      '/jobbeschreibung',
    ])
  })

  test('Resources works by keyboard', async ({ page }) => {
    await page.goto('/unternehmen')
    const trigger = page.getByRole('banner').getByRole('button', { name: nav().resourcesLabel })
    const items = page.getByRole('menu').getByRole('menuitem')

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(items.first()).toBeFocused()
  })

  test('Resources typeahead starts over after a second', async ({ page }) => {
    const [first, , last] = resourceLinks().map((resource) => resource.label.split(' ')[0] ?? '')
    await page.goto('/unternehmen')
    await page.getByRole('banner').getByRole('button', { name: nav().resourcesLabel }).focus()
    await page.keyboard.press('Enter')
    const items = page.getByRole('menu').getByRole('menuitem')

    await page.keyboard.type(last ?? '')
    await expect(items.nth(2)).toBeFocused()
    await page.waitForTimeout(1_100)
    await page.keyboard.type(first ?? '')
    await expect(items.first()).toBeFocused()
  })
})

test('text is set in the self-hosted Inter, and the page fetches nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/unternehmen')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()

  // Not preloaded: the face loads because the page's text needs it, then renders the heading.
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].some(
      (face) =>
        face.family.replaceAll(/['"]/g, '') === 'Inter Variable' && face.status === 'loaded',
    )
  })
  expect(fontLoaded).toBe(true)
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^['"]?Inter Variable/,
  )
  const fontFiles = requested.filter((url) => url.endsWith('.woff2'))
  expect(fontFiles).toHaveLength(1)
  expect(fontFiles[0]).toContain('/_next/static/media/')
  expect(
    requested.filter((url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:')),
  ).toEqual([])
})

test('the shell’s client islands download once, all in one script', async ({ page, baseURL }) => {
  // Turbopack registers a module's exports by name, so each island's name marks its code.
  const islands = [
    '"RouteEffects"',
    '"ResourcesMenuIsland"',
    '"MobileMenuIsland"',
    '"CurrentPageLink"',
    '"NotFoundLogger"',
  ]
  for (const path of ['/agb', '/talente']) {
    await page.goto(path)
    const sources = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src))
    const scripts = await Promise.all(
      sources
        .filter((url) => url.startsWith(`${baseURL}/_next/static/`))
        .map(async (url) => ({ url, body: await (await page.request.get(url)).text() })),
    )
    const holding = (names: string[]) =>
      scripts.filter(({ body }) => names.every((name) => body.includes(name))).map(({ url }) => url)
    for (const island of islands) expect(holding([island]), `${path} ${island}`).toHaveLength(1)
    expect(holding(islands), path).toHaveLength(1)
    // Radix's menu and dialog load when a visitor reaches for them, not with the page.
    for (const lazy of ['"ResourcesMenuRadix"', '"MobileMenuDialog"']) {
      expect(holding([lazy]), `${path} ${lazy}`).toHaveLength(0)
    }
  }
})
