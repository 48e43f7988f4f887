// npm run bench: builds the site and a blank Next.js page, serves both on loopback and compares them
// per route (JS and HTML bytes, Lighthouse mobile, requests/s), then puts three routes under
// sustained load (64 connections, 30 s). Exits 1 when a target is missed.
// --skip-build reuses the existing production builds; --runs=N sets the Lighthouse runs (default in config.mjs);
// --load-only runs only the load step (results in bench-results/load.json, load.md).
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  chromePath,
  lighthouseRuns,
  load,
  repoRoot,
  resultsDir,
  routes,
  sites,
  wrk,
} from './config.mjs'
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
import { buildAll, refreshStalePages, start, stopAll } from './servers.mjs'
import { loadRun, pairedRatio, requestsPerSecond, warmUp } from './wrk.mjs'

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

  step(`wrk -t${wrk.threads} -c${wrk.connections} -d${wrk.seconds}s, ${wrk.rounds} rounds`)
  await refreshPages(
    webUrl,
    routes.map((route) => route.path),
  )
  await warmUp(
    [baseUrl + routes[0].baselinePath, webUrl + routes[0].path],
    wrk,
    wrk.stepWarmupSeconds,
  )
  const throughput = []
  for (const route of routes) {
    const [baseline, web] = await requestsPerSecond(
      [baseUrl + route.baselinePath, webUrl + route.path],
      wrk,
    )
    throughput.push({ baseline, web, ratio: pairedRatio(baseline, web) })
  }
  const loadResults = await loadStep(baseUrl, webUrl)
  stopAll()

  const entries = routes.map((route, index) => ({
    route,
    result: { js: transfers[index], lighthouse: scores[index], rps: throughput[index] },
  }))
  const failed = entries.flatMap(({ route, result }) => failures(route, result))
  const meta = {
    date: new Date().toISOString(),
    next: version('next'),
    react: version('react'),
    lighthouse: version('lighthouse'),
    chromium: execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim(),
    lighthouseRuns,
    wrk: `-t${wrk.threads} -c${wrk.connections} -d${wrk.seconds}s, ratio: median of ${wrk.rounds} alternating rounds' ratios`,
    blankJsGzip: transfers[0].baseline.jsGzip,
  }

  await report('bench', meta, loadResults, failed, entries)
}

/**
 * Each load path against the blank page under the same load. A fresh Next server needs tens of
 * seconds of traffic before its JIT settles (the blank page alone climbs from ~450 to ~900 req/s
 * over its first minute here), so both are warmed up on the measured path first. Then `rounds`
 * runs of the site, each between two runs of the blank page (so drift on a shared machine favours
 * neither side); a round's ratio uses the mean of its two blank runs and the median round counts:
 * one 30 s run of the same build moves by ±8% here (0.71-0.86× for /unternehmen in one hour).
 * Requests and errors count from every run of the site.
 */
async function loadStep(baseUrl, webUrl) {
  step(
    `Load: wrk -t${load.threads} -c${load.connections} -d${load.seconds}s on ${load.paths.length} routes, ${load.rounds} rounds (after ${load.warmupSeconds}s warm-up each)`,
  )
  await refreshPages(webUrl, load.paths)
  const results = []
  for (const path of load.paths) {
    console.log(`  ${path}`)
    await warmUp([`${baseUrl}/`, webUrl + path], load, load.warmupSeconds)
    const blanks = [await loadRun(`${baseUrl}/`, load)]
    const webs = []
    for (let round = 0; round < load.rounds; round += 1) {
      webs.push(await loadRun(webUrl + path, load))
      blanks.push(await loadRun(`${baseUrl}/`, load))
    }
    const ratios = webs.map((web, round) => web.rps / meanRps(blanks.slice(round, round + 2)))
    const median = [...ratios.keys()].sort((a, b) => ratios[a] - ratios[b])[
      Math.floor(ratios.length / 2)
    ]
    const errors = sumErrors(webs)
    results.push({
      path,
      baseline: {
        ...blanks[median],
        rps: meanRps(blanks.slice(median, median + 2)),
        runs: blanks.map((run) => run.rps),
      },
      web: {
        ...webs[median],
        requests: webs.reduce((sum, run) => sum + run.requests, 0),
        errors,
        errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
        runs: webs.map((run) => run.rps),
      },
      ratio: ratios[median],
      ratios,
    })
  }
  return results
}

const meanRps = (runs) => runs.reduce((sum, run) => sum + run.rps, 0) / runs.length

const sumErrors = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0].errors).map((kind) => [
      kind,
      runs.reduce((sum, run) => sum + run.errors[kind], 0),
    ]),
  )

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
