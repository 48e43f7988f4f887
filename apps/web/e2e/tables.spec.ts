import { expect, test, type Locator, type Page } from '@playwright/test'
import { companyComparison, conciergePage, landing, talentLanding } from './content'

// Every data table of the site, with the column(s) a visitor compares against each criterion:
// the product's (SalesSwipe) or, in the package comparison, both packages.
interface TableCase {
  path: string
  /** The table's accessible name (its caption or heading). */
  name: () => string
  /** The column headers of the values that must stay next to each criterion. */
  kept: () => string[]
  /** Whether the table is wider than a phone (then its other columns scroll sideways). */
  scrolls: boolean
}

const productColumn = (section: { columns: { label: string; isProduct?: boolean }[] }) =>
  section.columns.filter((column) => column.isProduct).map((column) => column.label)

const tables: TableCase[] = [
  {
    path: '/unternehmen',
    name: () => landing().comparison.heading,
    kept: () => productColumn(landing().comparison),
    scrolls: true,
  },
  {
    path: '/talente',
    name: () => talentLanding().comparison.heading,
    kept: () => productColumn(talentLanding().comparison),
    scrolls: true,
  },
  {
    path: '/unternehmen/vergleich',
    name: () => companyComparison().metrics.heading,
    kept: () => [companyComparison().metrics.headers.product],
    scrolls: true,
  },
  {
    path: '/unternehmen/onboarding-concierge',
    name: () => conciergePage().comparison.heading,
    kept: () => [conciergePage().comparison.basicLabel, conciergePage().comparison.premiumLabel],
    scrolls: false,
  },
]

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const result = await locator.boundingBox()
  if (!result) throw new Error('not rendered')
  return result
}

/** The table's rows: each criterion and the kept columns' cells of its row. */
async function keptCells(page: Page, table: Locator, kept: string[]) {
  // By the header row's cells, an empty corner cell included: their positions are the columns'.
  const headers = await table
    .getByRole('row')
    .first()
    .locator(':scope > th, :scope > td')
    .allTextContents()
  const indexes = kept.map((label) => {
    const index = headers.indexOf(label)
    expect(index, `column ${label}`).toBeGreaterThan(0)
    return index
  })
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') })
  const count = await rows.count()
  expect(count).toBeGreaterThan(0)
  return Array.from({ length: count }, (_, row) => {
    const cells = rows.nth(row).locator(':scope > th, :scope > td')
    return {
      criterion: rows.nth(row).getByRole('rowheader'),
      values: indexes.map((i) => cells.nth(i)),
    }
  })
}

/**
 * Scrolls the page (only the page: a table's own sideways scroll stays) so the row is in the middle
 * of the screen, clear of the sticky header and the phone's bottom bar. Again until it stays there:
 * bands rendered on the way (content-visibility: auto) move it.
 */
async function centre(criterion: Locator) {
  await expect
    .poll(() =>
      criterion.evaluate(async (cell) => {
        const row = cell.closest('tr')!.getBoundingClientRect()
        const offset = row.top + row.height / 2 - window.innerHeight / 2
        window.scrollBy({ top: offset, behavior: 'instant' })
        await new Promise(requestAnimationFrame)
        return Math.abs(offset)
      }),
    )
    .toBeLessThan(2)
}

/** The cell shows on screen, not under another cell, in its criterion's row, to its right. */
async function expectNextTo(page: Page, criterion: Locator, value: Locator) {
  await centre(criterion)
  const viewport = page.viewportSize()!
  const [label, cell] = [await box(criterion), await box(value)]
  expect(cell.x).toBeGreaterThanOrEqual(label.x + label.width - 1)
  expect(cell.x + cell.width).toBeLessThanOrEqual(viewport.width)
  expect(cell.y).toBeLessThan(label.y + label.height)
  expect(cell.y + cell.height).toBeGreaterThan(label.y)
  // What is painted at the cell's middle belongs to it: no other column slides over it.
  const onTop = await value.evaluate((node) => {
    const rect = node.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
    return hit !== null && node.contains(hit)
  })
  expect(onTop, `${await value.textContent()} is covered`).toBe(true)
}

for (const { path, name, kept, scrolls } of tables) {
  test.describe(`${path}: ${name()}`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

      test('the compared value sits next to each criterion, nothing scrolls sideways', async ({
        page,
      }) => {
        await page.goto(path)
        const table = page.getByRole('table', { name: name() })
        await table.scrollIntoViewIfNeeded()
        const rows = await keptCells(page, table, kept())
        for (const { criterion, values } of rows) {
          for (const value of values) await expectNextTo(page, criterion, value)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        )
      })

      test(`the other columns ${scrolls ? 'scroll past the value' : 'fit'}`, async ({ page }) => {
        await page.goto(path)
        const table = page.getByRole('table', { name: name() })
        const scroller = table.locator('xpath=..')
        const overflow = await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)
        if (!scrolls) {
          expect(overflow).toBeLessThanOrEqual(0)
          return
        }
        expect(overflow).toBeGreaterThan(0)
        const { criterion, values } = (await keptCells(page, table, kept()))[0]!
        for (const share of [0.5, 1]) {
          await scroller.evaluate((node, to) => (node.scrollLeft = to), overflow * share)
          await expect
            .poll(() => scroller.evaluate((node) => node.scrollLeft))
            .toBeGreaterThan(overflow * share - 2)
          for (const value of values) await expectNextTo(page, criterion, value)
        }
      })
    })

    test('on a desktop the whole table shows without a scrollbar', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const table = page.getByRole('table', { name: name() })
      const scroller = table.locator('xpath=..')
      expect(await scroller.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
      const rows = await keptCells(page, table, kept())
      for (const { criterion, values } of rows) {
        for (const value of values) await expectNextTo(page, criterion, value)
      }
    })
  })
}
