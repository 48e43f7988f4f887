import assert from 'node:assert/strict'
import { test } from 'node:test'
import { latencyPercentiles } from './wrk.mjs'

// `wrk --latency` output: each percentile in the unit wrk found readable, seconds padded by a space.
const output = `Running 30s test @ http://127.0.0.1:3402/unternehmen
  1 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    40.12ms   20.01ms   1.50s    90.00%
    Req/Sec     1.60k   100.00     1.80k    70.00%
  Latency Distribution
     50%  850.00us
     75%   12.34ms
     90%   99.99ms
     99%    1.02s${' '}
  48000 requests in 30.00s, 1.20GB read
Requests/sec:   1600.00
`

test('reads the latency distribution in milliseconds, whatever unit wrk printed', () => {
  assert.deepEqual(latencyPercentiles(output), { p50: 0.85, p75: 12.34, p90: 99.99, p99: 1020 })
})

test('compares a p99 of seconds numerically, not as text', () => {
  assert.ok(latencyPercentiles(output).p99 > 100)
})

test('fails loudly when the distribution is missing (wrk run without --latency)', () => {
  assert.throws(() => latencyPercentiles('Requests/sec: 1.00\n'), /no latency distribution/)
})

test('fails loudly when p99 is cut off', () => {
  assert.throws(
    () => latencyPercentiles(output.replace(/ +99%.*\n/, '')),
    /no latency distribution/,
  )
})
