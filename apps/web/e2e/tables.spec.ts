import { expect, test, type Locator, type Page } from '@playwright/test'
import { companyComparison, conciergePage, landing, talentLanding } from './content'

// Issue 34: every data table of the site readable on a phone. From 48em a table; below, one card
// per row (criterion, metric, feature): its header first, then the product's value, then the
// others, each under its column's name, nothing scrolling sideways and no sliver columns.
interface TableCase {
  path: string
  /** The table's accessible name (its caption or heading). */
  name: () => string
  /** The column headers of the values that lead each card (the product's, or Premium). */
  first: () => string[]
  /** Every column header of a value, in table order. */
  columns: () => string[]
}

type Column = { label: string; isProduct?: boolean }
const labels = (section: { columns: Column[] }) => section.columns.map((column) => column.label)
const productColumn = (section: { columns: Column[] }) =>
  section.columns.filter((column) => column.isProduct).map((column) => column.label)
const metricColumns = ['jobBoards', 'socialAds', 'headhunter', 'product'] as const

const tables: TableCase[] = [
  {
    path: '/unternehmen',
    name: () => landing().comparison.heading,
    first: () => productColumn(landing().comparison),
    columns: () => labels(landing().comparison),
  },
  {
    path: '/talente',
    name: () => talentLanding().comparison.heading,
    first: () => productColumn(talentLanding().comparison),
    columns: () => labels(talentLanding().comparison),
  },
  {
    path: '/unternehmen/vergleich',
    name: () => companyComparison().metrics.heading,
    first: () => [companyComparison().metrics.headers.product],
    columns: () => metricColumns.map((column) => companyComparison().metrics.headers[column]),
  },
  {
    path: '/unternehmen/onboarding-concierge',
    name: () => conciergePage().comparison.heading,
    first: () => [conciergePage().comparison.premiumLabel],
    columns: () => [conciergePage().comparison.basicLabel, conciergePage().comparison.premiumLabel],
  },
]

type Box = { x: number; y: number; width: number; height: number }

interface Card {
  title: Box
  /** The value cells in table order: their box, column name and what their ::before shows. */
  values: { box: Box; label: string | null; shown: string }[]
}

/** Each body row's header cell and value cells as laid out (one read of the page). */
async function cards(table: Locator): Promise<Card[]> {
  await table.scrollIntoViewIfNeeded()
  const result = await table.evaluate((node) => {
    const rect = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    }
    return [...node.querySelectorAll(':scope > tbody > tr')].map((row) => ({
      title: rect(row.querySelector(':scope > th')!),
      values: [...row.querySelectorAll(':scope > td')].map((cell) => ({
        box: rect(cell),
        label: cell.getAttribute('data-label'),
        shown: getComputedStyle(cell, '::before').content,
      })),
    }))
  })
  expect(result.length).toBeGreaterThan(0)
  return result
}

/** What the browser's accessibility tree makes of the table: its roles, counted. */
async function accessibleRoles(page: Page, name: string) {
  const client = await page.context().newCDPSession(page)
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: string }
      name?: { value?: string }
      nodeId: string
      parentId?: string
    }[]
  }
  const table = nodes.find((node) => node.role?.value === 'table' && node.name?.value === name)
  expect(table, `the accessibility tree has the table ${name}`).toBeDefined()
  const byParent = new Map<string | undefined, typeof nodes>()
  for (const node of nodes)
    byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node])
  const counts: Record<string, number> = {}
  const walk = (id: string) => {
    for (const child of byParent.get(id) ?? []) {
      const role = child.role?.value ?? ''
      counts[role] = (counts[role] ?? 0) + 1
      walk(child.nodeId)
    }
  }
  walk(table!.nodeId)
  return counts
}

for (const { path, name, first, columns } of tables) {
  test.describe(`${path}: ${name()}`, () => {
    for (const width of [320, 375]) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: { width, height: 812 }, isMobile: true, hasTouch: true })

        test('a card per row: header, the product first, every value under its column', async ({
          page,
        }) => {
          await page.goto(path)
          for (const { title, values } of await cards(page.getByRole('table', { name: name() }))) {
            expect(values.map((value) => value.label)).toEqual(columns())
            for (const value of values) {
              // As wide as the card, on the screen, below the card's title: no sliver column.
              expect(value.box.width).toBeGreaterThanOrEqual(title.width - 1)
              expect(value.box.width).toBeGreaterThan(width * 0.75)
              expect(value.box.x + value.box.width).toBeLessThanOrEqual(width)
              expect(value.box.y).toBeGreaterThanOrEqual(title.y + title.height - 1)
              expect(value.shown).toContain(`"${value.label}"`)
            }
            const byPosition = [...values].sort((a, b) => a.box.y - b.box.y)
            expect(byPosition.slice(0, first().length).map((value) => value.label)).toEqual(first())
          }
          const group = page.getByRole('group', { name: name() })
          expect(await group.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width)
        })

        test('the cards keep the table’s semantics: headers and cells', async ({ page }) => {
          await page.goto(path)
          const table = page.getByRole('table', { name: name() })
          // Bands far from the viewport are not rendered (content-visibility), nor in the tree.
          await table.scrollIntoViewIfNeeded()
          const inMarkup = await table.evaluate((node) => ({
            row: node.querySelectorAll('tr').length,
            columnheader: node.querySelectorAll('th[scope="col"]').length,
            rowheader: node.querySelectorAll('th[scope="row"]').length,
            cell: node.querySelectorAll('td').length,
          }))
          const roles = await accessibleRoles(page, name())
          expect({
            row: roles.row,
            columnheader: roles.columnheader,
            rowheader: roles.rowheader,
            cell: roles.cell,
          }).toEqual(inMarkup)
        })
      })
    }

    test('on a desktop the whole table shows, each row on one line', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const group = page.getByRole('group', { name: name() })
      await expect(group).toHaveAttribute('tabindex', '0')
      for (const { title, values } of await cards(page.getByRole('table', { name: name() }))) {
        let right = title.x + title.width
        for (const value of values) {
          expect(Math.abs(value.box.y - title.y)).toBeLessThan(1)
          expect(value.box.x).toBeGreaterThanOrEqual(right - 1)
          right = value.box.x + value.box.width
        }
        expect(right).toBeLessThanOrEqual(1280)
      }
      expect(await group.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
    })
  })
}
