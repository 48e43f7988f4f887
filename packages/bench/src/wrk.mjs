import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The site's requests/s as a multiple of the blank page's: the median of the rounds' ratios, each
 * round's two runs back to back. This machine's speed drifts between rounds (the blank page alone
 * from 1,700 to 2,200 req/s within one route's rounds), so comparing each server's median would
 * compare different moments.
 */
export const pairedRatio = (baseline, web) =>
  median(web.runs.map((rps, round) => rps / baseline.runs[round]))

/** Traffic that is not measured: `seconds` of wrk on each URL in turn, so the servers' JIT settles. */
export async function warmUp(urls, { threads, connections }, seconds) {
  for (const url of urls) await wrk(url, threads, connections, seconds)
}

/**
 * Requests per second wrk sustains against each URL (loopback, bounded duration): a warm-up each,
 * then `rounds` alternating runs, median per URL.
 */
export async function requestsPerSecond(urls, options) {
  const { threads, connections, seconds, warmupSeconds, rounds } = options
  await warmUp(urls, options, warmupSeconds)
  const samples = urls.map(() => [])
  for (let round = 0; round < rounds; round += 1) {
    // Every other round in reverse order, so a machine that speeds up or slows down over a route's
    // rounds does not always favour the server measured second.
    const order = round % 2 === 0 ? [...urls.keys()] : [...urls.keys()].reverse()
    for (const index of order) {
      samples[index].push(await wrk(urls[index], threads, connections, seconds))
    }
  }
  return samples.map((runs) => ({
    rps: median(runs.map((run) => run.rps)),
    runs: runs.map((run) => run.rps),
    notes: [...new Set(runs.flatMap((run) => run.notes))],
  }))
}

async function wrk(url, threads, connections, seconds) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, url]
  const { stdout } = await execFileAsync('wrk', args, { timeout: (seconds + 30) * 1000 })
  const match = stdout.match(/Requests\/sec:\s*([\d.]+)/)
  if (!match) throw new Error(`unexpected wrk output for ${url}:\n${stdout}`)
  const notes = stdout.match(/Socket errors:.*|Non-2xx or 3xx responses:.*/g) ?? []
  return { rps: Number(match[1]), notes: notes.map((line) => line.trim().replace(/: \d+$/, '')) }
}

/**
 * One sustained wrk run: requests/s, errors by kind (connect, read, write, timeout, non-2xx/3xx;
 * wrk omits the lines when there are none) and the 99th latency percentile.
 */
export async function loadRun(url, { threads, connections, seconds, timeoutSeconds }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    '--latency',
    url,
  ]
  const { stdout } = await execFileAsync('wrk', args, { timeout: (seconds + 60) * 1000 })
  const number = (pattern) => Number(stdout.match(pattern)?.[1] ?? 0)
  const socket = stdout.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  )
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0]
  const errors = {
    connect,
    read,
    write,
    timeout,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  }
  return {
    rps: number(/Requests\/sec:\s*([\d.]+)/),
    requests: number(/(\d+) requests in/),
    errors,
    errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
    p99: stdout.match(/ 99%\s+(\S+)/)?.[1] ?? '?',
  }
}
