import { expect, test } from '@playwright/test'
import { siteRoutes } from './content'

// The CSS of a page's first screen comes inside its HTML: no stylesheet request holds back the
// first paint (Chromium withholds the first frame until such a request is done), and a page
// carries the stylesheets of the components it shows, not those of every section type.
for (const path of [...siteRoutes.map((route) => route.path), '/diese-seite-gibt-es-nicht']) {
  test(`${path} paints from its own HTML, with only the CSS it uses`, async ({ page }) => {
    const stylesheetRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url())
    })
    const response = await page.goto(path)
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/)

    // Styled from the first frame: the reset, the shell's layout and the page's heading.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
    await expect(page.locator('h1').first()).toHaveCSS('font-family', /Inter/)

    const unused = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-precedence="sections"]')]
        .flatMap((style) => (style.dataset.href ?? '').split(' '))
        .filter((name) => !document.querySelector(`.${name}, [class*="${name}__"]`)),
    )
    expect(unused).toEqual([])
    // A view's stylesheet comes only with that view: a landing page carries no legal text's CSS.
    const legalText = (await page.locator('.legal-page').count()) > 0
    expect(html.includes('.legal-page{')).toBe(legalText)
    await page.waitForLoadState('networkidle')
    expect(stylesheetRequests).toEqual([])
  })
}
