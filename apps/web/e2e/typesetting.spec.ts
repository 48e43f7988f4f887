import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { notFoundPaths } from '../../../packages/content/src/paths'
import { siteRoutes } from './content'

// Issue 34: German text breaks only at real hyphenation points, in every browser. Chromium here
// runs without a hyphenation dictionary (--disable-component-update), so `hyphens: auto` does
// nothing and only the soft hyphens the server inserts can split a word. Every line break of
// every text on the page is read from the layout (Range.getClientRects, character by character).

interface Violation {
  kind: 'word split' | 'line starts with a dash' | 'range split' | 'number split from its unit'
  /** The text around the break, `⏎` where the line ends. */
  at: string
}

/** Runs in the page: the line breaks that split what must stay together. */
function lineBreakViolations(): Violation[] {
  const letter = /[\p{L}\p{M}]/u
  const digit = /\p{Nd}/u
  const dash = /[-\u2010-\u2015\u2212]/
  const space = /\s/
  const softHyphen = '\u00AD'
  /** Characters a word may be broken after without a soft hyphen: a hyphen or a slash. */
  const breakableAfter = /[-\u2010\u2011/]/

  interface Glyph {
    char: string
    /** White space: where lines may end; its box says nothing about the line. */
    space: boolean
    top: number
    height: number
  }

  // Text inside a visually hidden element (1 px clip) wraps at every word: not what anyone sees.
  const hidden = new Map<Element, boolean>()
  const isHidden = (element: Element | null): boolean => {
    if (!element || element === document.body) return false
    let result = hidden.get(element)
    if (result === undefined) {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      result =
        (style.overflow === 'hidden' && box.width <= 1 && box.height <= 1) ||
        isHidden(element.parentElement)
      hidden.set(element, result)
    }
    return result
  }
  /** The box whose lines a text node's characters sit on: its nearest non-inline ancestor. */
  const lineBox = (element: Element): Element => {
    let current: Element = element
    while (current.parentElement && getComputedStyle(current).display === 'inline') {
      current = current.parentElement
    }
    return current
  }

  const lines = new Map<Element, Glyph[]>()
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  )
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A forced line break (an address's lines) ends a line like white space.
    if (node instanceof HTMLBRElement) {
      lines.get(lineBox(node))?.push({ char: '\n', space: true, top: 0, height: 0 })
      continue
    }
    if (node.nodeType !== Node.TEXT_NODE) continue
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, noscript, template, svg') || isHidden(parent)) {
      continue
    }
    const text = node.textContent ?? ''
    if (!text.trim()) continue
    const box = lineBox(parent)
    const glyphs = lines.get(box) ?? []
    lines.set(box, glyphs)
    for (let index = 0; index < text.length; index++) {
      const char = text[index]!
      if (space.test(char) && char !== '\u00A0') {
        glyphs.push({ char, space: true, top: 0, height: 0 })
        continue
      }
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      // The character after a soft hyphen where the line ends also reports the hyphen's box on
      // the line before: its own box is the last one.
      const rect = [...range.getClientRects()].findLast((candidate) => candidate.width > 0)
      // Not drawn: a soft hyphen where the line does not end, a word joiner, display: none.
      if (!rect) {
        if (char === softHyphen) glyphs.push({ char, space: false, top: -1, height: 0 })
        continue
      }
      glyphs.push({ char, space: false, top: rect.top, height: rect.height })
    }
  }

  const violations: Violation[] = []
  for (const glyphs of lines.values()) {
    const around = (from: number, to: number) =>
      `${glyphs
        .slice(Math.max(0, from - 24), from + 1)
        .map((glyph) => glyph.char)
        .join('')}⏎${glyphs
        .slice(to, to + 24)
        .map((glyph) => glyph.char)
        .join('')}`.replace(/\u00AD/g, '')
    /** Letters of the word through `index`, soft hyphens not counted. */
    const wordLength = (index: number) => {
      let length = 0
      for (
        let i = index;
        i >= 0 && (letter.test(glyphs[i]!.char) || glyphs[i]!.char === softHyphen);
        i--
      ) {
        if (glyphs[i]!.char !== softHyphen) length++
      }
      for (
        let i = index + 1;
        i < glyphs.length && (letter.test(glyphs[i]!.char) || glyphs[i]!.char === softHyphen);
        i++
      ) {
        if (glyphs[i]!.char !== softHyphen) length++
      }
      return length
    }
    const drawn = (index: number) => !glyphs[index]!.space && glyphs[index]!.top >= 0
    let previous = -1
    for (let index = 0; index < glyphs.length; index++) {
      if (!drawn(index)) continue
      if (previous >= 0) {
        const before = glyphs[previous]!
        const after = glyphs[index]!
        if (after.top > before.top + Math.min(before.height, after.height) / 2) {
          const between = glyphs.slice(previous + 1, index)
          const spaced = between.some((glyph) => glyph.space)
          const at = around(previous, index)
          if (dash.test(after.char)) violations.push({ kind: 'line starts with a dash', at })
          if (!spaced) {
            const beforeBefore = glyphs[previous - 1]?.char ?? ''
            if (
              /[\u2012-\u2015]/.test(before.char) &&
              digit.test(beforeBefore) &&
              digit.test(after.char)
            ) {
              violations.push({ kind: 'range split', at })
            } else if (
              before.char !== softHyphen &&
              !breakableAfter.test(before.char) &&
              letter.test(before.char) &&
              letter.test(after.char) &&
              wordLength(previous) >= 6
            ) {
              violations.push({ kind: 'word split', at })
            }
          } else if (
            between.length === 1 &&
            digit.test(before.char) &&
            (letter.test(after.char) || /[%€]/.test(after.char))
          ) {
            violations.push({ kind: 'number split from its unit', at })
          }
        }
      }
      previous = index
    }
  }
  return violations
}

/** Every page a visitor can reach: the content's routes and each view's 404 page. */
const routes = [
  ...siteRoutes.map((route) => route.path),
  ...notFoundPaths.map((path) => `/${path}`),
]

async function violationsOn(page: Page, path: string): Promise<Violation[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  // Bands far from the viewport are not laid out (content-visibility: auto): lay out everything.
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' })
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(lineBreakViolations)
}

for (const width of [320, 375, 1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    const phone = width < 768
    test.use({
      viewport: { width, height: phone ? 800 : 900 },
      isMobile: phone,
      hasTouch: phone,
    })

    for (const path of routes) {
      test(`${path}: words break only where they may`, async ({ page }, testInfo) => {
        // Every character of the page is measured: the longest pages take seconds on a busy machine.
        test.slow()
        const violations = await violationsOn(page, path)
        await testInfo.attach('violations', {
          body: JSON.stringify({ path, width, violations }),
          contentType: 'application/json',
        })
        expect(violations).toEqual([])
      })
    }
  })
}

test.describe('soft hyphens', () => {
  for (const route of routes) {
    test(`${route}: none where text is read or copied rather than laid out`, async ({ page }) => {
      await page.goto(route)
      const read = await page.evaluate(() => [
        document.title,
        ...[...document.querySelectorAll('meta[content]')].map((meta) =>
          meta.getAttribute('content'),
        ),
        ...[...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent,
        ),
        ...[...document.querySelectorAll('[aria-label], [alt], [title], a[href]')].flatMap(
          (element) =>
            ['aria-label', 'alt', 'title', 'href'].map((name) => element.getAttribute(name)),
        ),
      ])
      expect(read.filter((text) => text?.includes('\u00AD'))).toEqual([])
      // Laid-out text has them (the check above would pass on a page without any).
      if (route === '/datenschutz') {
        const heading = await page.getByRole('heading', { level: 1 }).textContent()
        expect(heading).toContain('\u00AD')
      }
    })
  }

  test('the hyphenation patterns stay on the server', async () => {
    // The standalone server's build: the marker is the patterns module's global name.
    const build = path.join(__dirname, '../.next')
    const marker = 'hyphenationPatternsDe1996'
    const files = async (dir: string): Promise<string[]> =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
        .map((entry) => path.join(entry.parentPath, entry.name))
    const containing = async (dir: string) => {
      const found: string[] = []
      for (const file of await files(dir)) {
        if ((await readFile(file, 'utf8')).includes(marker)) found.push(path.relative(build, file))
      }
      return found
    }
    expect(await containing(path.join(build, 'server'))).not.toEqual([])
    expect(await containing(path.join(build, 'static'))).toEqual([])
  })
})
