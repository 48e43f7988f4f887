import { targets } from './config.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ratio = (value) => `${value.toFixed(2)}×`

/** Every target a route misses, as readable sentences; empty when the route passes. */
export function failures(route, result) {
  const list = []
  const at = route.path
  if (result.js.web.status !== route.status) {
    list.push(`${at}: answered ${result.js.web.status}, expected ${route.status}`)
  }
  const maxJsRatio = route.jsRatio ?? targets.jsRatio
  if (route.jsTarget && result.js.ratio > maxJsRatio) {
    list.push(
      `${at}: JS ${kb(result.js.web.jsGzip)} is ${ratio(result.js.ratio)} the blank page (max ${ratio(maxJsRatio)})`,
    )
  }
  const web = result.lighthouse.web.scores
  const base = result.lighthouse.baseline.scores
  for (const category of targets.perfectCategories) {
    const required = route.status === 200 ? 100 : base[category]
    if (web[category] < required) {
      list.push(`${at}: Lighthouse ${category} ${web[category]} (needs ${required})`)
    }
  }
  if (web.performance < base.performance - targets.performanceMaxDrop) {
    list.push(
      `${at}: Lighthouse performance ${web.performance} vs blank ${base.performance} (max drop ${targets.performanceMaxDrop})`,
    )
  }
  if (result.rps.ratio < targets.rpsRatio) {
    list.push(
      `${at}: ${Math.round(result.rps.web.rps)} requests/s is ${ratio(result.rps.ratio)} the blank page (min ${ratio(targets.rpsRatio)})`,
    )
  }
  return list
}

const header = [
  'Route',
  'Status',
  'JS gzip (÷ blank)',
  'HTML gzip',
  'Perf (blank)',
  'FCP observed ms (blank)',
  'painted after load',
  'A11y',
  'BP',
  'SEO',
  'req/s (÷ blank)',
]

function row(route, result) {
  const { lighthouse } = result
  const web = lighthouse.web.scores
  const base = lighthouse.baseline.scores
  const runs = lighthouse.web.performanceRuns.length
  return [
    route.path,
    String(result.js.web.status),
    `${kb(result.js.web.jsGzip)} (${ratio(result.js.ratio)})`,
    kb(result.js.web.htmlGzip),
    `${web.performance} (${base.performance})`,
    `${Math.round(lighthouse.web.observedFcp)} (${Math.round(lighthouse.baseline.observedFcp)})`,
    `${lighthouse.web.paintedAfterLoad}/${runs} (${lighthouse.baseline.paintedAfterLoad}/${runs})`,
    `${web.accessibility} (${base.accessibility})`,
    `${web['best-practices']} (${base['best-practices']})`,
    `${web.seo} (${base.seo})`,
    `${Math.round(result.rps.web.rps)} (${ratio(result.rps.ratio)})`,
  ]
}

/** The report; `extra` (markdown) goes between the route table and the targets. */
export function markdown(meta, entries, failed, extra = '') {
  const lines = [
    '# Benchmark',
    '',
    `${meta.date}, Next ${meta.next}, React ${meta.react}, Lighthouse ${meta.lighthouse} (mobile, median of ${meta.lighthouseRuns}), ${meta.chromium}.`,
    `JS: every script a cold visit loads (incl. after scrolling the page), each body gzipped at zlib's default level 6.`,
    `FCP observed: median first contentful paint in Lighthouse's unthrottled trace; painted after load: runs whose first paint came only after the load event (why that matters: lighthouse.mjs).`,
    `Blank page JS: ${kb(meta.blankJsGzip)} (${meta.blankJsGzip} bytes). wrk ${meta.wrk}.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...entries.map(({ route, result }) => `| ${row(route, result).join(' | ')} |`),
    '',
    ...(extra ? [extra] : []),
    failed.length ? '## Targets missed' : '## All targets met',
    '',
    ...failed.map((line) => `- ${line}`),
  ]
  const audits = entries.filter(({ result }) => result.lighthouse.web.failingAudits.length)
  if (audits.length) {
    lines.push('', '## Failing binary Lighthouse audits (site)', '')
    for (const { route, result } of audits) {
      lines.push(`- ${route.path}: ${result.lighthouse.web.failingAudits.join(', ')}`)
    }
  }
  return `${lines.join('\n')}\n`
}

export function printTable(entries) {
  const rows = [header, ...entries.map(({ route, result }) => row(route, result))]
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => cells[column].length)))
  for (const cells of rows) {
    console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  }
}

/** Targets the sustained load run misses: any error, or too few requests/s against the blank page. */
export function loadFailures(results) {
  return results.flatMap(({ path, web, ratio: rpsRatio }) => [
    ...(web.errorCount > 0
      ? [`${path} under load: ${web.errorCount} errors (${JSON.stringify(web.errors)})`]
      : []),
    ...(rpsRatio < targets.rpsRatio
      ? [
          `${path} under load: ${Math.round(web.rps)} requests/s is ${ratio(rpsRatio)} the blank page (min ${ratio(targets.rpsRatio)})`,
        ]
      : []),
  ])
}

const loadHeader = [
  'Route',
  'req/s (÷ blank), median round',
  'rounds ÷ blank',
  'blank req/s (runs)',
  'requests (all rounds)',
  'errors',
  'p99 (blank)',
]

function loadRow({ path, baseline, web, ratio: rpsRatio, ratios }) {
  return [
    path,
    `${Math.round(web.rps)} (${ratio(rpsRatio)})`,
    ratios.map(ratio).join(' / '),
    `${Math.round(baseline.rps)} (${baseline.runs.map(Math.round).join(' / ')})`,
    String(web.requests),
    String(web.errorCount),
    `${web.p99} (${baseline.p99})`,
  ]
}

export function loadMarkdown(settings, results) {
  return [
    `## Load: wrk -t${settings.threads} -c${settings.connections} -d${settings.seconds}s --timeout ${settings.timeoutSeconds}s`,
    '',
    `| ${loadHeader.join(' | ')} |`,
    `| ${loadHeader.map(() => '---').join(' | ')} |`,
    ...results.map((result) => `| ${loadRow(result).join(' | ')} |`),
    '',
  ].join('\n')
}

export function printLoadTable(results) {
  const rows = [loadHeader, ...results.map(loadRow)]
  const widths = loadHeader.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column].length)),
  )
  for (const cells of rows) {
    console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  }
}
