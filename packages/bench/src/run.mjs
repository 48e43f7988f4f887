// npm run bench: builds the site and a blank Next.js page, serves both as standalone servers on
// loopback and compares them per route (JS and HTML bytes, Lighthouse mobile), then puts three
// routes under sustained load (64 connections, 30 s: errors, p50/p99 latency). Exits 1 when a
// target is missed. Results in bench-results/bench.json, bench.md.
// --skip-build reuses the existing production builds; --runs=N sets the Lighthouse runs (default in
// config.mjs); --routes=/a,/b measures only those routes (the load step keeps its own); --load-only runs only the load step (bench-results/load.json, load.md); --quick
// shortens the load step to 5 s runs after 2 s warm-ups, a smoke test of the harness only.
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromePath, lighthouseRuns, load, repoRoot, resultsDir, routes, sites } from './config.mjs'
import { lighthouseMedians } from './lighthouse.mjs'
import { launchBrowser, measureTransfer } from './measureJs.mjs'
import {
  failures,
  loadFailures,
  loadMarkdown,
  markdown,
  printLoadTable,
  printTable,
} from './report.mjs'
import { buildAll, refreshStalePages, residentMegabytes, start, stopAll } from './servers.mjs'
import { loadRun, warmUp } from './wrk.mjs'

const require = createRequire(import.meta.url)
const version = (name) => require(`${name}/package.json`).version
const step = (text) => console.log(`\n▸ ${text}`)

async function refreshPages(webUrl, paths) {
  const stale = await refreshStalePages(webUrl, paths)
  if (stale.length > 0) console.log(`  regenerated first (stale): ${stale.join(', ')}`)
}

async function main() {
  const siteList = [sites.baseline, sites.web]
  if (!process.argv.includes('--skip-build')) {
    step('Building the blank page and the site (production, bundled content)')
    await buildAll(siteList)
  }
  step('Starting both on loopback')
  const [baseUrl, webUrl] = await Promise.all(siteList.map(start))
  if (process.argv.includes('--load-only')) {
    const results = await loadStep(baseUrl, webUrl)
    stopAll()
    return report('load', { date: new Date().toISOString(), next: version('next') }, results, [])
  }

  step('Measuring what a cold visit loads')
  const browser = await launchBrowser()
  const transfers = []
  try {
    for (const route of routes) {
      const baseline = await measureTransfer(browser, baseUrl + route.baselinePath)
      const web = await measureTransfer(browser, webUrl + route.path)
      transfers.push({ baseline, web, ratio: web.jsGzip / baseline.jsGzip })
    }
  } finally {
    await browser.close()
  }

  step(`Lighthouse mobile, ${lighthouseRuns} runs per page`)
  await refreshPages(
    webUrl,
    routes.map((route) => route.path),
  )
  const scores = []
  for (const route of routes) {
    console.log(`  ${route.path}`)
    const [baseline, web] = await lighthouseMedians(
      [baseUrl + route.baselinePath, webUrl + route.path],
      lighthouseRuns,
    )
    scores.push({ baseline, web })
  }

  const loadResults = await loadStep(baseUrl, webUrl)
  stopAll()

  const entries = routes.map((route, index) => ({
    route,
    result: { js: transfers[index], lighthouse: scores[index] },
  }))
  const failed = entries.flatMap(({ route, result }) => failures(route, result))
  const meta = {
    date: new Date().toISOString(),
    next: version('next'),
    react: version('react'),
    lighthouse: version('lighthouse'),
    chromium: execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim(),
    lighthouseRuns,
    blankJsGzip: transfers[0].baseline.jsGzip,
  }

  await report('bench', meta, loadResults, failed, entries)
}

/** Per load path: both servers warmed up, then one run against the site and one against the blank page. */
async function loadStep(baseUrl, webUrl) {
  step(
    `Load: wrk -t${load.threads} -c${load.connections} -d${load.seconds}s on ${load.paths.length} routes (after ${load.warmupSeconds}s warm-up each)`,
  )
  await refreshPages(webUrl, load.paths)
  const results = []
  for (const path of load.paths) {
    console.log(`  ${path}`)
    await warmUp([webUrl + path, `${baseUrl}/`], load, load.warmupSeconds)
    const web = await loadRun(webUrl + path, load)
    const baseline = await loadRun(`${baseUrl}/`, load)
    // Memory after the run: a server that grows from route to route is holding on to something.
    web.rssMb = await residentMegabytes(webUrl)
    baseline.rssMb = await residentMegabytes(baseUrl)
    results.push({ path, web, baseline })
  }
  return results
}

/** Writes `<name>.json` and `<name>.md`, prints the tables and sets the exit code. */
async function report(name, meta, loadResults, routeFailures, entries) {
  const failed = [...routeFailures, ...loadFailures(loadResults)]
  const loadSection = loadMarkdown(load, loadResults)
  await mkdir(resultsDir, { recursive: true })
  await writeFile(
    path.join(resultsDir, `${name}.json`),
    `${JSON.stringify({ meta, routes: entries ?? [], load: loadResults, failed }, null, 2)}\n`,
  )
  const targetsSection = [
    failed.length ? '## Targets missed' : '## All targets met',
    '',
    ...failed.map((line) => `- ${line}`),
  ].join('\n')
  const body = entries
    ? markdown(meta, entries, failed, loadSection)
    : `# Load\n\n${meta.date}, Next ${meta.next}.\n\n${loadSection}\n${targetsSection}\n`
  await writeFile(path.join(resultsDir, `${name}.md`), body)

  step('Results (site, blank page in parentheses)')
  if (entries) printTable(entries)
  printLoadTable(loadResults)
  console.log(`\nWritten: ${path.relative(repoRoot, resultsDir)}/${name}.json, ${name}.md`)
  if (failed.length) {
    console.error(
      `\n✗ ${failed.length} target(s) missed:\n${failed.map((line) => `  - ${line}`).join('\n')}`,
    )
    process.exitCode = 1
  } else {
    console.log('\n✓ All targets met')
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}

main().catch((error) => {
  stopAll()
  console.error(`\nbench failed: ${error instanceof Error ? error.stack : error}`)
  process.exit(1)
})
