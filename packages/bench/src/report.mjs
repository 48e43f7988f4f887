import { targets } from './config.mjs'

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const ratio = (value) => `${value.toFixed(2)}×`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const percent = (share) => `${Math.round(share * 100)} %`

const htmlBudget = (path) => targets.htmlGzip[path] ?? targets.htmlGzip.other

/** Every target a route misses, as readable sentences; empty when the route passes. */
export function failures(route, result) {
  const list = []
  const at = route.path
  if (result.js.web.status !== route.status) {
    list.push(`${at}: answered ${result.js.web.status}, expected ${route.status}`)
  }
  if (route.status === 200 && result.js.ratio > targets.jsRatio) {
    list.push(
      `${at}: JS ${kb(result.js.web.jsGzip)} is ${ratio(result.js.ratio)} the blank page (max ${ratio(targets.jsRatio)})`,
    )
  }
  const { html, cssGzip } = result.js.web
  if (html.css.stylesheetLinks > targets.stylesheetLinks) {
    list.push(`${at}: ${html.css.stylesheetLinks} render-blocking stylesheet request(s)`)
  }
  if (html.gzip > htmlBudget(at)) {
    list.push(`${at}: HTML ${kb(html.gzip)} gzip (max ${kb(htmlBudget(at))})`)
  }
  if (cssGzip > targets.cssGzip) {
    list.push(`${at}: CSS ${kb(cssGzip)} gzip (max ${kb(targets.cssGzip)})`)
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
  const lcpRatio = result.lighthouse.web.lcp / result.lighthouse.baseline.lcp
  if (lcpRatio > targets.lcpRatio) {
    list.push(
      `${at}: LCP ${seconds(result.lighthouse.web.lcp)} is ${ratio(lcpRatio)} the blank page's (max ${ratio(targets.lcpRatio)})`,
    )
  }
  return list
}

const header = [
  'Route',
  'Status',
  'JS gzip (÷ blank)',
  'HTML gzip (raw)',
  'payload',
  'CSS gzip',
  'CSS links',
  'Perf (blank)',
  'FCP (blank)',
  'LCP (blank)',
  'FCP observed ms (blank)',
  'painted after load',
  'A11y',
  'BP',
  'SEO',
]

function row(route, result) {
  const { lighthouse } = result
  const web = lighthouse.web.scores
  const base = lighthouse.baseline.scores
  const runs = lighthouse.web.performanceRuns.length
  const { html, cssGzip } = result.js.web
  return [
    route.path,
    String(result.js.web.status),
    `${kb(result.js.web.jsGzip)} (${ratio(result.js.ratio)})`,
    `${kb(html.gzip)} (${kb(html.raw)})`,
    percent(html.payloadShare),
    html.css.payloadCopiesRaw
      ? `${kb(cssGzip)} (+${kb(html.css.payloadCopiesRaw)} raw in payload)`
      : kb(cssGzip),
    String(html.css.stylesheetLinks),
    `${web.performance} (${base.performance})`,
    `${seconds(lighthouse.web.fcp)} (${seconds(lighthouse.baseline.fcp)})`,
    `${seconds(lighthouse.web.lcp)} (${seconds(lighthouse.baseline.lcp)})`,
    `${Math.round(lighthouse.web.observedFcp)} (${Math.round(lighthouse.baseline.observedFcp)})`,
    `${lighthouse.web.paintedAfterLoad}/${runs} (${lighthouse.baseline.paintedAfterLoad}/${runs})`,
    `${web.accessibility} (${base.accessibility})`,
    `${web['best-practices']} (${base['best-practices']})`,
    `${web.seo} (${base.seo})`,
  ]
}

/** The report; `extra` (markdown) goes between the route table and the targets. */
export function markdown(meta, entries, failed, extra = '') {
  const lines = [
    '# Benchmark',
    '',
    `${meta.date}, Next ${meta.next}, React ${meta.react}, Lighthouse ${meta.lighthouse} (mobile, median of ${meta.lighthouseRuns}), ${meta.chromium}.`,
    `JS: every script a cold visit loads (incl. after scrolling the page), each body gzipped at zlib's default level 6.`,
    `HTML: the document without the CSS inlined into it, gzip (raw); payload: the inline RSC payload's share of its raw bytes. CSS: what the page inlines (once) plus the stylesheets it loads, gzip; the payload's copies of inlined CSS in parentheses. CSS links: stylesheet requests that hold back the first paint.`,
    `FCP, LCP: Lighthouse's simulated mobile values, median. FCP observed: median first contentful paint in Lighthouse's unthrottled trace; painted after load: runs whose first paint came only after the load event (why that matters: lighthouse.mjs).`,
    `Blank page JS: ${kb(meta.blankJsGzip)} (${meta.blankJsGzip} bytes).`,
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
  printColumns([header, ...entries.map(({ route, result }) => row(route, result))])
}

function printColumns(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)))
  for (const cells of rows) {
    console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  }
}

const ms = (value) => `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)} ms`
const rounded = (value) => Math.round(value).toLocaleString('en')

/** "0", or the kinds that occurred: "timeout 12, non2xx 3". */
const errorText = (run) =>
  run.errorCount === 0
    ? '0'
    : Object.entries(run.errors)
        .filter(([, count]) => count > 0)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')

/** Targets the sustained load run misses: any error, or a p99 latency at or above the target. */
export function loadFailures(results) {
  return results.flatMap(({ path, web }) => [
    ...(web.errorCount > 0
      ? [`${path} under load: ${web.errorCount} errors (${errorText(web)})`]
      : []),
    ...(web.p99 >= targets.p99Ms
      ? [`${path} under load: p99 ${ms(web.p99)} (needs < ${targets.p99Ms} ms)`]
      : []),
  ])
}

const loadHeader = ['Route', 'requests', 'req/s', 'errors', 'p50', 'p99', 'RSS after']

const megabytes = (value) => (value === null || value === undefined ? '–' : `${value} MB`)

const loadRow = ({ path, baseline, web }) => [
  path,
  `${rounded(web.requests)} (${rounded(baseline.requests)})`,
  `${rounded(web.rps)} (${rounded(baseline.rps)})`,
  `${errorText(web)} (${errorText(baseline)})`,
  `${ms(web.p50)} (${ms(baseline.p50)})`,
  `${ms(web.p99)} (${ms(baseline.p99)})`,
  `${megabytes(web.rssMb)} (${megabytes(baseline.rssMb)})`,
]

export function loadMarkdown(settings, results) {
  return [
    `## Load: wrk -t${settings.threads} -c${settings.connections} -d${settings.seconds}s --timeout ${settings.timeoutSeconds}s --latency`,
    '',
    `Site, blank page in parentheses (reference only), each after ${settings.warmupSeconds} s of the same load. Targets for the site: 0 errors, p99 < ${targets.p99Ms} ms.`,
    '',
    `| ${loadHeader.join(' | ')} |`,
    `| ${loadHeader.map(() => '---').join(' | ')} |`,
    ...results.map((result) => `| ${loadRow(result).join(' | ')} |`),
    '',
  ].join('\n')
}

export function printLoadTable(results) {
  printColumns([loadHeader, ...results.map(loadRow)])
}
