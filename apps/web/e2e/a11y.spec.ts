import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { siteRoutes } from './content'

// WCAG 2.2 AA on every route, in the desktop and the mobile project (1280 px and 375 px).
const paths = [...siteRoutes.map((route) => route.path), '/diese-seite-gibt-es-nicht']

for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    // axe walks every node: on the longest pages that takes most of the default 30 s when the
    // machine is busy (seen at load 15 on two cores).
    test.slow()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
    expect(summary).toEqual([])
  })
}
