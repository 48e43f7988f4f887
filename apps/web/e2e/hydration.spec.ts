import { expect, test } from '@playwright/test'
import { siteRoutes } from './content'

// Server HTML and client render must agree on every route: React reports a mismatch (#418 and
// kin in production builds) as a page error and re-renders the subtree on the client, which costs
// the visitor the server HTML's head start and can move things. Client islands that render content
// themselves (the agent slides) are where such a mismatch would come from.
for (const { path } of siteRoutes) {
  test(`${path} hydrates without errors`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}
