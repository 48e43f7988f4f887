import { chromium } from 'playwright-core'
import { chromePath, chromeFlags } from './config.mjs'
import { analyseHtml, gzipBytes } from './html.mjs'

/**
 * The JS, CSS and HTML a cold visit transfers, each body gzipped on its own. "initial" is what is
 * loaded once the network is idle after load; "total" adds what scrolling through the whole page
 * pulls in (lazy islands, prefetches), which is what the target is checked against. The HTML is
 * taken apart by analyseHtml; the page's CSS is what it inlines (once) plus the stylesheets it loads.
 */
export async function measureTransfer(browser, url, viewport = { width: 412, height: 823 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const scripts = new Map()
  const stylesheets = new Map()
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const contentType = response.headers()['content-type'] ?? ''
    const files =
      type === 'script' || contentType.includes('javascript')
        ? scripts
        : type === 'stylesheet' || contentType.includes('text/css')
          ? stylesheets
          : undefined
    if (!files || files.has(response.url())) return
    files.set(response.url(), 0)
    pending.push(
      response
        .body()
        .then((body) => files.set(response.url(), gzipBytes(body)))
        .catch(() => files.delete(response.url())),
    )
  })
  try {
    const document = await page.goto(url, { waitUntil: 'load' })
    if (!document) throw new Error(`no document response for ${url}`)
    const status = document.status()
    const html = analyseHtml((await document.body()).toString('utf8'))
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const initial = sum(scripts)
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    return {
      status,
      html,
      cssGzip: html.css.inlineGzip + sum(stylesheets),
      stylesheets: [...stylesheets].map(([src, gzip]) => ({ src: new URL(src).pathname, gzip })),
      jsGzipInitial: initial,
      jsGzip: sum(scripts),
      scripts: [...scripts].map(([src, gzip]) => ({ src: new URL(src).pathname, gzip })),
    }
  } finally {
    await context.close()
  }
}

const sum = (files) => [...files.values()].reduce((total, bytes) => total + bytes, 0)

async function scrollThrough(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()?.height ?? 800
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
  }
}

export function launchBrowser() {
  return chromium.launch({ executablePath: chromePath, args: chromeFlags })
}
