import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const resultsDir = path.join(repoRoot, 'bench-results')

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
// The team's Chromium flags: no sandbox in containers, and nothing that phones home during a run.
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Loopback only; ports in the bench range 3400-3499 (e2e uses 3401 and 3403-3409).
export const sites = {
  baseline: { workspace: 'baseline', dir: path.join(repoRoot, 'apps/baseline'), port: 3400 },
  web: { workspace: 'web', dir: path.join(repoRoot, 'apps/web'), port: 3402 },
}

/**
 * Every route the bench measures. `baselinePath` is the blank app's counterpart: its home page for
 * content pages, its own 404 for unknown paths. Issue 3 adds each new route here.
 */
const pages = [
  // Every page of the site (apps/web/src/content/routes.ts).
  '/unternehmen',
  '/talente',
  '/unternehmen/so-funktionierts',
  '/talente/so-funktionierts',
  '/unternehmen/vergleich',
  '/talente/vergleich',
  '/unternehmen/preise',
  '/unternehmen/onboarding-concierge',
  '/jobbeschreibung',
  '/interviewfragen',
  '/interview-tipps',
  '/ueber-uns',
  '/karriere',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/security',
  '/cookies',
]

const allRoutes = [
  ...pages.map((path) => ({ path, baselinePath: '/', status: 200 })),
  {
    path: '/diese-seite-gibt-es-nicht',
    baselinePath: '/diese-seite-gibt-es-nicht',
    status: 404,
  },
]

const routesArg = process.argv.find((arg) => arg.startsWith('--routes='))
// --routes=/a,/b: only these routes (Lighthouse takes minutes per route on a busy machine).
export const routes = routesArg
  ? allRoutes.filter((route) => routesArg.slice('--routes='.length).split(',').includes(route.path))
  : allRoutes

export const targets = {
  // JS a cold visit loads, as a multiple of the blank page's, on every route that answers 200.
  jsRatio: 1.1,
  // Categories that must score 100 on pages that answer 200 (a 404 can never pass Lighthouse's
  // "successful status code" SEO audit, so 404 routes must merely match the blank app's 404).
  perfectCategories: ['accessibility', 'best-practices', 'seo'],
  performanceMaxDrop: 1,
  // Largest contentful paint (Lighthouse's simulated mobile one) as a multiple of the blank page's.
  lcpRatio: 1.3,
  // No stylesheet request holds back the first paint: the CSS a page needs comes inside its HTML.
  stylesheetLinks: 0,
  // The HTML without its inlined CSS, gzip bytes: the first round trip (~14 kB) for every page but
  // the two landing pages.
  htmlGzip: { '/unternehmen': 24_000, '/talente': 24_000, other: 14_000 },
  // The CSS a page inlines or loads, gzip bytes.
  cssGzip: 12_000,
  // Under sustained load (see `load`): no errors at all, and the 99th latency percentile below this.
  p99Ms: 100,
}

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='))
// Five, alternating with the blank page; a single run of the same page moves by several points
// with the machine's load, the median of five by about one.
export const lighthouseRuns = runsArg ? Number(runsArg.slice('--runs='.length)) : 5

// --quick: a smoke test of the load step (seconds instead of minutes); its numbers prove nothing.
const quick = process.argv.includes('--quick')

/**
 * Sustained load: 64 connections for 30 s on three routes (the landing pages and the largest
 * resource page); the blank page under the same load is for reference only. Errors are socket
 * errors (incl. wrk's timeouts) and non-2xx/3xx answers. One wrk thread leaves the other core to
 * the server; the 10 s timeout counts a response as an error only when it is really stuck. A fresh
 * Next server needs tens of seconds of traffic before its JIT settles (the blank page climbed from
 * ~450 to ~900 req/s over its first minute here), so both servers get `warmupSeconds` of the same
 * load on each path first.
 */
export const load = {
  paths: ['/unternehmen', '/talente', '/interviewfragen'],
  threads: 1,
  connections: 64,
  seconds: quick ? 5 : 30,
  timeoutSeconds: 10,
  warmupSeconds: quick ? 2 : 20,
}
