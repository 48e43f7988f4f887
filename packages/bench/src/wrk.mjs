import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** Traffic that is not measured: `seconds` of the same load on each URL in turn. */
export async function warmUp(urls, options, seconds) {
  for (const url of urls) await loadRun(url, { ...options, seconds })
}

// wrk prints times with the unit it finds readable (units.c): 850.00us, 12.34ms, 1.02s, 1.50m;
// seconds and minutes padded with a space to the width of the two-letter units.
const millisecondsPer = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

function toMilliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text)
  if (!match) throw new Error(`unexpected wrk time: ${text}`)
  return Number(match[1]) * millisecondsPer[match[2]]
}

/**
 * The percentiles under "Latency Distribution" (printed with --latency), in milliseconds. Throws
 * unless p50 and p99 are among them: a missing p99 must not pass the latency target.
 */
export function latencyPercentiles(stdout) {
  const block = stdout.match(/Latency Distribution\n((?: +\d+% +\S+ *\n)+)/)?.[1] ?? ''
  const percentiles = Object.fromEntries(
    [...block.matchAll(/(\d+)% +(\S+)/g)].map(([, percent, time]) => [
      `p${percent}`,
      toMilliseconds(time),
    ]),
  )
  if (!('p50' in percentiles && 'p99' in percentiles)) {
    throw new Error(`no latency distribution in wrk output:\n${stdout}`)
  }
  return percentiles
}

/**
 * One wrk run: requests, requests/s, errors by kind (connect, read, write, timeout, non-2xx/3xx;
 * wrk omits the lines when there are none) and the 50th and 99th latency percentiles in ms.
 */
export async function loadRun(url, { threads, connections, seconds, timeoutSeconds }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
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
  const { p50, p99 } = latencyPercentiles(stdout)
  return {
    requests: number(/(\d+) requests in/),
    rps: number(/Requests\/sec:\s*([\d.]+)/),
    errors,
    errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
    p50,
    p99,
  }
}
