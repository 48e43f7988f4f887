/**
 * Draws the insert menu's preview images: one picture of every section type, cut from the
 * production site, at `static/sections/<type>.png` (the page schema's `previewImageUrl`).
 *
 * Usage (from studio/): npm run section-previews [-- --url=http://127.0.0.1:3000]
 * Without `--url` it builds the site (turbo, cached when nothing changed), starts the standalone
 * server on a free loopback port and stops it again. Every page in the sitemap is visited; each
 * type's first rendered section (found by its `data-section-type` wrapper) is photographed at
 * desktop width. Types no published page shows (the proof blocks, which the production dataset
 * leaves to real customers) are then looked for in preview, in the preview demo's drafts; with
 * `--url`, that takes the server's SANITY_PREVIEW_SECRET in the environment. A type no page
 * shows fails the run, naming it.
 */
import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { sectionTypeNames } from '../schemas/documents/page'

const studioDir = path.resolve(import.meta.dirname, '..')
const repoRoot = path.resolve(studioDir, '..')
const outDir = path.join(studioDir, 'static/sections')

/** The Studio's grid shows previews in 3:2 tiles (object-fit: contain), at least 118 px wide. */
const previewSize = { width: 600, height: 400 }
/** The site's desktop layout; each picture shows the top of a section at this width. */
const viewport = { width: 1280, height: 800 }
const cropHeight = Math.round((viewport.width * previewSize.height) / previewSize.width)
/** Sections lower than this are a single line of content. */
const stripHeight = 200

// Debian's Chromium, with nothing that phones home (as in the e2e tests).
const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// `sanity exec` sets NODE_ENV for the Studio; the site's build and server pick their own.
const { NODE_ENV: _studioMode, ...siteEnv } = process.env

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: siteEnv, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForSite(origin: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`the site's server exited (${server.exitCode})`)
    try {
      if ((await fetch(`${origin}/sitemap.xml`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the site did not answer at ${origin} within a minute`)
}

/** Builds the site and starts its standalone server; returns its origin and a way to stop it. */
async function startSite(previewSecret: string): Promise<{ origin: string; stop: () => void }> {
  await run('npx', ['turbo', 'run', 'build', '--filter=web'])
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(
    process.execPath,
    [path.join(repoRoot, 'apps/web/.next/standalone/apps/web/server.js')],
    {
      env: {
        ...siteEnv,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        SANITY_PREVIEW_SECRET: previewSecret,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stop = () => server.kill()
  try {
    await waitForSite(origin, server)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, stop }
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname)
}

/** The first non-transparent background behind an element: the colour short sections pad with. */
function backdropOf(page: Page, selector: string) {
  return page.$eval(selector, (element) => {
    for (
      let node: Element | null = element.firstElementChild ?? element;
      node;
      node = node.parentElement
    ) {
      const colour = getComputedStyle(node).backgroundColor
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
    }
    return 'rgb(255, 255, 255)'
  })
}

/** The top of one section (3:2, or the whole section padded when shorter) as a small PNG. */
async function photograph(page: Page, type: string): Promise<Buffer> {
  const selector = `[data-section-type="${type}"]`
  const section = page.locator(selector).first()
  // In view first, so lazy images and carousels load; then back at the top, where the sticky
  // header sits above the first section and the skip link out of sight, for a full-page shot.
  await section.scrollIntoViewIfNeeded()
  // Lazy images off to the side (carousel cards) never load: wait for the others, at most 5 s.
  await section.evaluate((element) =>
    Promise.race([
      Promise.all(
        [...element.querySelectorAll('img')].map((image) => image.decode().catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await section.boundingBox()
  if (!box || box.height < 1) throw new Error(`${type} renders nothing`)
  // A strip such as a rating badge is framed at half the width, centred, so it fills its tile.
  const width = box.height < stripHeight ? viewport.width / 2 : viewport.width
  const shot = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    clip: {
      x: (viewport.width - width) / 2,
      y: box.y,
      width,
      height: Math.min(box.height, cropHeight),
    },
  })
  return sharp(shot)
    .resize({
      ...previewSize,
      fit: 'contain',
      position: 'top',
      background: await backdropOf(page, selector),
    })
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer()
}

async function main() {
  const urlArgument = process.argv.find((argument) => argument.startsWith('--url='))
  const previewSecret = urlArgument
    ? process.env.SANITY_PREVIEW_SECRET
    : randomBytes(24).toString('hex')
  const site = urlArgument
    ? { origin: new URL(urlArgument.slice('--url='.length)).origin, stop: () => {} }
    : await startSite(previewSecret!)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: browserArgs,
  })
  try {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce', locale: 'de-DE' })
    const pictures = new Map<string, Buffer>()
    const paths = await sitemapPaths(site.origin)
    const photographAll = async () => {
      for (const pagePath of paths) {
        await page.goto(site.origin + pagePath, { waitUntil: 'networkidle' })
        // Bands off screen are not painted (`content-visibility: auto`); a full-page shot needs them.
        await page.addStyleTag({ content: '*{content-visibility:visible!important}' })
        await page.evaluate(() => document.fonts.ready)
        const shown = await page.$$eval('[data-section-type]', (elements) =>
          elements.map((element) => element.getAttribute('data-section-type')!),
        )
        for (const type of new Set(shown)) {
          if (pictures.has(type) || !sectionTypeNames.includes(type)) continue
          pictures.set(type, await photograph(page, type))
          console.log(`${type}: ${pagePath}`)
        }
      }
    }
    await photographAll()
    if (previewSecret && sectionTypeNames.some((type) => !pictures.has(type))) {
      const enable = new URLSearchParams({
        'sanity-preview-secret': previewSecret,
        'sanity-preview-pathname': '/',
      })
      await page.goto(`${site.origin}/api/draft-mode/enable?${enable}`)
      console.log('in preview (the demo drafts):')
      await photographAll()
    }

    await mkdir(outDir, { recursive: true })
    for (const file of await readdir(outDir)) {
      if (!sectionTypeNames.includes(path.basename(file, '.png'))) await rm(path.join(outDir, file))
    }
    for (const [type, picture] of pictures)
      await writeFile(path.join(outDir, `${type}.png`), picture)
    const bytes = [...pictures.values()].reduce((sum, picture) => sum + picture.length, 0)
    console.log(`${pictures.size} previews, ${Math.round(bytes / 1024)} KB, in ${outDir}`)

    const missing = sectionTypeNames.filter((type) => !pictures.has(type))
    if (missing.length) {
      throw new Error(
        `no page (nor its preview demo draft) shows ${missing.join(', ')}: add one to a page ` +
          '(hidden sections are not rendered), then run this again',
      )
    }
  } finally {
    await browser.close()
    site.stop()
  }
}

main().catch((error: Error) => {
  console.error(`✗ section-previews: ${error.message}`)
  process.exit(1)
})
