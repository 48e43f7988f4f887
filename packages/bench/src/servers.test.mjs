import assert from 'node:assert/strict'
import { test } from 'node:test'
import { residentFromStatus } from './servers.mjs'

test('reads a process’s resident memory from /proc/<pid>/status, in MB', () => {
  const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  524288 kB\nVmData:\t 300000 kB\n'
  assert.equal(residentFromStatus(status), 512)
  assert.equal(residentFromStatus('Name:\tnode\n'), null)
})
