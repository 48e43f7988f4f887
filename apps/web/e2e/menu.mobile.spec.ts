import { expect, test, type Page } from '@playwright/test'
import { headerLabel, resourceLinks, settings } from './content'
import { openedTab, routerReady, stubAppHost } from './helpers'

const nav = () => settings().navigation
const burger = (page: Page) => page.getByRole('button', { name: nav().openMenuLabel })
const menu = (page: Page) => page.getByRole('dialog', { name: nav().menuLabel })
const howItWorks = () => headerLabel('/unternehmen/so-funktionierts')

/** Opens the menu once the page is hydrated, i.e. as Radix's modal dialog. */
async function openMenu(page: Page, path = '/unternehmen') {
  await page.goto(path)
  await routerReady(page)
  await burger(page).click()
  await expect(menu(page)).toBeVisible()
}

const focusIsIn = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[role="dialog"]') !== null && document.hasFocus(),
  )

test('the burger opens the menu with every link, and its close button closes it', async ({
  page,
}) => {
  await page.goto('/unternehmen')
  await routerReady(page)
  // Inside the header: the footer has a link with the same label.
  await expect(page.getByRole('banner').getByRole('link', { name: howItWorks() })).toBeHidden()

  await burger(page).click()
  const dialog = menu(page)
  await expect(dialog.getByRole('link', { name: howItWorks() })).toHaveAttribute(
    'href',
    '/unternehmen/so-funktionierts',
  )
  for (const resource of resourceLinks()) {
    await expect(dialog.getByRole('link', { name: resource.label })).toBeVisible()
  }
  await expect(dialog.getByRole('link', { name: nav().loginLabel, exact: true })).toBeVisible()

  await dialog.getByRole('button', { name: nav().closeMenuLabel }).click()
  await expect(dialog).toBeHidden()
  await expect(burger(page)).toBeFocused()
})

test('Tab and Shift+Tab keep the focus inside the open menu', async ({ page }) => {
  await openMenu(page)
  await expect.poll(() => focusIsIn(page)).toBe(true)
  const stops = await menu(page).locator('a[href], button').count()

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step <= stops; step++) {
      await page.keyboard.press(key)
      expect(await focusIsIn(page), `${key} ×${step + 1}`).toBe(true)
    }
  }
})

test('the focus moves through the menu in the order it shows, from the top', async ({ page }) => {
  await openMenu(page)
  const stops = await menu(page).locator('a[href], button').count()
  const visited: { name: string; middle: number; left: number }[] = []
  for (let step = 0; step < stops; step++) {
    if (step > 0) await page.keyboard.press('Tab')
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement
        const box = element.getBoundingClientRect()
        const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
        return { name: name.trim(), middle: box.top + box.height / 2, left: box.left }
      }),
    )
  }
  // The view switch comes first, as it shows at the panel's top, then row by row (a row: the
  // same height, give or take a few pixels), left to right.
  expect(visited[0]?.name).toBe(nav().companyViewLabel)
  const sameRow = (a: { middle: number }, b: { middle: number }) =>
    Math.abs(a.middle - b.middle) < 12
  const shown = [...visited].sort((a, b) => (sameRow(a, b) ? a.left - b.left : a.middle - b.middle))
  expect(visited.map(({ name }) => name)).toEqual(shown.map(({ name }) => name))
  expect(new Set(visited.map(({ name }) => name)).size).toBe(stops)
})

test('Escape closes the menu and gives the focus back to the burger', async ({ page }) => {
  await page.goto('/unternehmen')
  await routerReady(page)
  await burger(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
  await expect.poll(() => focusIsIn(page)).toBe(true)

  await page.keyboard.press('Escape')

  await expect(menu(page)).toBeHidden()
  await expect(burger(page)).toBeFocused()
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false')
})

test('the page behind the open menu does not scroll', async ({ page }) => {
  await page.goto('/unternehmen')
  await routerReady(page)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  const scrolled = await page.evaluate(() => window.scrollY)
  await burger(page).click()
  await expect(menu(page)).toBeVisible()

  // Over the dimmed page at the left and over the panel: neither moves the page.
  await page.mouse.move(10, 400)
  await page.mouse.wheel(0, 800)
  await page.mouse.move(300, 400)
  await page.mouse.wheel(0, 800)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)
})

test('following a link closes the menu', async ({ page, context }) => {
  // Login opens the app in a new tab: this page stays, and the menu on it is closed.
  await stubAppHost(context)
  await openMenu(page)
  await openedTab(page, menu(page).getByRole('link', { name: nav().loginLabel, exact: true }))

  await expect(menu(page)).toBeHidden()
  await expect(page).toHaveURL(/\/unternehmen$/)
})

test('the menu marks the page the visitor is on', async ({ page }) => {
  await openMenu(page, '/interviewfragen')
  const resources = resourceLinks()
  const current = menu(page).locator('a[aria-current="page"]')

  await expect(current).toHaveCount(1)
  await expect(current).toHaveAttribute('href', '/interviewfragen')
  const other = menu(page).locator(`a[href="${resources[0]?.href}"]`)
  const background = (link: typeof other) =>
    link.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(await background(current)).not.toBe(await background(other))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the burger still opens the menu, Escape closes it', async ({ page }) => {
    await page.goto('/unternehmen/vergleich')
    const panel = page.locator('[popover]')
    const link = panel.getByRole('link', { name: headerLabel('/unternehmen/vergleich') })
    await expect(link).toBeHidden()

    await burger(page).click()
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('aria-current', 'page')

    await page.keyboard.press('Escape')
    await expect(link).toBeHidden()
  })
})
