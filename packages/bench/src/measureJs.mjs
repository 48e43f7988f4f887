import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromePath, chromeFlags } from './config.mjs'

/** gzip size at zlib's default level (6), the level most servers and CDNs use. */
const gzipBytes = (buffer) => gzipSync(buffer).length

/**
 * The JS and HTML a cold visit transfers, each body gzipped on its own. "initial" is what is loaded
 * once the network is idle after load; "total" adds what scrolling through the whole page pulls in
 * (lazy islands, prefetches), which is what the target is checked against.
 */
export async function measureTransfer(browser, url, viewport = { width: 412, height: 823 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const scripts = new Map()
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const contentType = response.headers()['content-type'] ?? ''
    if (type !== 'script' && !contentType.includes('javascript')) return
    if (scripts.has(response.url())) return
    scripts.set(response.url(), 0)
    pending.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), gzipBytes(body)))
        .catch(() => scripts.delete(response.url())),
    )
  })
  try {
    const document = await page.goto(url, { waitUntil: 'load' })
    if (!document) throw new Error(`no document response for ${url}`)
    const status = document.status()
    const htmlGzip = gzipBytes(await document.body())
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const initial = sum(scripts)
    await scrollThrough(page)
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    return {
      status,
      htmlGzip,
      jsGzipInitial: initial,
      jsGzip: sum(scripts),
      scripts: [...scripts].map(([src, gzip]) => ({ src: new URL(src).pathname, gzip })),
    }
  } finally {
    await context.close()
  }
}

const sum = (scripts) => [...scripts.values()].reduce((total, bytes) => total + bytes, 0)

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
