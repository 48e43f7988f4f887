// Security headers on every kind of response, and pages that run without CSP violations.
import { expect, test, type Page } from '@playwright/test'
import { siteRoutes } from './content'
import { companyComparison, landing, settings } from './content'
import { sectionOf } from './helpers'

const responses: [what: string, path: string, status: number][] = [
  ...siteRoutes.map(({ path }) => [`page ${path}`, path, 200] as [string, string, number]),
  ['the 404 page', '/diese-seite-gibt-es-nicht', 404],
  ['the sitemap', '/sitemap.xml', 200],
  ['a share image', '/og/companyLandingPage', 200],
  ['an API route', '/api/draft-mode/enable', 401],
  ['a script', '', 200],
  ['a redirect', '/preise', 308],
  ['the root redirect', '/', 307],
  ['a trailing-slash redirect', '/unternehmen/', 308],
  ['a trailing-slash redirect of an API route', '/api/draft-mode/enable/', 308],
  ['an unknown talent path', '/talente/gibt-es-nicht', 404],
  // Malformed percent-encoding, in dynamic and static segments (src/proxy.ts): 400, not a bare 500.
  ['a truncated escape in a share image path', '/og/%E0%A4%A', 400],
  ['a lone % under /talente', '/talente/%', 400],
  ['an invalid escape under /talente', '/talente/%zz', 400],
  ['a truncated escape in a nested talent path', '/talente/a/%E0%A4', 400],
  ['overlong UTF-8', '/%c0%af', 400],
  ['a UTF-16 surrogate', '/og/%ed%a0%80', 400],
  ['a lone % under /unternehmen', '/unternehmen/%', 400],
  ['an invalid escape in an API path', '/api/draft-mode/%zz', 400],
  // Well-formed, if odd: the 404 page.
  ['an encoded NUL', '/og/%00', 404],
  ['double encoding', '/talente/%252e%252e', 404],
  ['an encoded slash', '/og/a%2Fb', 404],
]

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )

for (const [what, path, status] of responses) {
  test(`${what} carries the security headers`, async ({ request, page }) => {
    let target = path
    if (what === 'a script') {
      // A static asset of the build: the first script of a page.
      await page.goto('/unternehmen')
      target = (await page.locator('script[src]').first().getAttribute('src')) ?? ''
    }
    const response = await request.get(target, { maxRedirects: 0 })
    expect(response.status()).toBe(status)
    const headers = response.headers()
    const csp = directives(headers['content-security-policy'] ?? '')
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(csp['frame-ancestors']?.[0]).toBe("'self'")
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-powered-by']).toBeUndefined()
  })
}

/** Collects CSP violations (the browser's event and its console report) from the first byte. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`))
  return violations
}

test('/unternehmen runs its carousel and menus without CSP violations', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/unternehmen')
  const carousel = sectionOf(page, landing().agentsCarousel.heading)
  // The slider, and with it the buttons, starts once the carousel nears the viewport.
  await carousel.scrollIntoViewIfNeeded()
  await carousel.getByRole('button', { name: landing().agentsCarousel.nextLabel }).click()
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: settings().navigation.resourcesLabel }).click()
  await expect(page.getByRole('menuitem').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('the ROI calculator runs without CSP violations', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/unternehmen/vergleich')
  const roi = companyComparison().roiCalculator
  const salary = sectionOf(page, roi.heading).getByRole('slider', { name: roi.salary.label })
  await salary.focus()
  await page.keyboard.press('ArrowRight')
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
