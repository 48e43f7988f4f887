import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromePath } from './config.mjs'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * One Lighthouse run (default config: mobile, simulated throttling) in a fresh Chromium with the
 * flags a visitor's Lighthouse uses (chrome-launcher's defaults; paint holding on): headless, and
 * no sandbox, which Chromium cannot use as root in a container.
 */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // 404 routes are measured too; their status is checked by the transfer measurement.
      ignoreStatusCode: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    )
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id)
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
    return {
      scores,
      failing,
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      observedFcp: observed.observedFirstContentfulPaint,
      observedLoad: observed.observedLoad,
    }
  } finally {
    chrome.kill()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Runs the pages alternately (a, b, a, b, …) so drift in machine load hits both alike, and returns
 * per page the median score of each category, the median (simulated) first and largest contentful
 * paint, plus the binary audits that failed in any run.
 *
 * Also per page, from the unthrottled trace Lighthouse simulates from: the median observed first
 * contentful paint, and in how many runs it came only after the load event. In headless Chromium
 * the compositor can withhold a page's first frame for whole seconds when it was not ready within
 * the first few frames (viz `ThrottleUnresponsiveClient`, GoogleChrome/lighthouse#17148); such a
 * run paints after everything has loaded, and Lantern then counts every script as blocking the
 * paint. The blank page paints before that can happen, so these columns tell a held run apart from
 * a slow page.
 */
export async function lighthouseMedians(urls, runs) {
  const samples = urls.map(() => [])
  for (let i = 0; i < runs; i += 1) {
    for (const [index, url] of urls.entries()) samples[index].push(await runOnce(url))
  }
  return samples.map((runsOfUrl) => ({
    scores: Object.fromEntries(
      categories.map((id) => [id, median(runsOfUrl.map((sample) => sample.scores[id]))]),
    ),
    performanceRuns: runsOfUrl.map((sample) => sample.scores.performance),
    fcp: median(runsOfUrl.map((sample) => sample.fcp)),
    lcp: median(runsOfUrl.map((sample) => sample.lcp)),
    observedFcp: median(runsOfUrl.map((sample) => sample.observedFcp).filter(Number.isFinite)),
    paintedAfterLoad: runsOfUrl.filter((sample) => sample.observedFcp > sample.observedLoad).length,
    failingAudits: [...new Set(runsOfUrl.flatMap((sample) => sample.failing))].sort(),
  }))
}
