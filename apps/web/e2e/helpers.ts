import { readFile } from 'node:fs/promises'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { asRead, interviewQuestions, settings } from './content'

/** The app's own host (`.example` in the bundled data) is not reachable: answer for it locally. */
export async function stubAppHost(context: BrowserContext) {
  await context.route(
    (url) => url.hostname.endsWith('.example'),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>App</title>' }),
  )
}

/** A link that must open `href` in a new tab without giving that tab access to this one. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/)
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
}

/** Clicks the link and returns the tab it opened, loaded. */
export async function openedTab(page: Page, link: Locator) {
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await tab.waitForLoadState()
  return tab
}

/**
 * Waits until Next's router has taken over the page (its first history write, marked `__NA`). A click
 * on an in-page link before that still scrolls, but that write puts back the URL the router read at
 * start-up, without the new `#hash`.
 */
export async function routerReady(page: Page) {
  await page.waitForFunction(() => window.history.state?.__NA === true)
}

/** The section whose heading is `heading` (its nearest `section` ancestor). */
export function sectionOf(page: Page, heading: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .last()
}

/**
 * A locator's text as a visitor reads it (innerText) with the whole page rendered: bands far from
 * the viewport are not rendered (content-visibility: auto), so their text would be missing.
 */
export async function renderedText(locator: Locator): Promise<string> {
  await locator.page().addStyleTag({ content: '*{content-visibility:visible!important}' })
  return locator.innerText()
}

/**
 * Clicks a button of the interview template and checks what the browser saved: a real PDF (its
 * header, more than a stub's size) under the name content gives it, with the questions in it.
 */
export async function expectTemplateDownload(button: Locator) {
  const { fileName } = settings().actions.templateDownload
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toBe(fileName)
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(1024)
  const { extractText, getDocumentProxy } = await import('unpdf')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  })
  // The PDF is drawn from the copy as written, without the site's typesetting.
  const question = asRead(interviewQuestions()[0]!.question).replace(/\s+/g, ' ')
  expect(text.replace(/\s+/g, ' ')).toContain(question)
}
