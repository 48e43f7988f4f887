import { rmSync } from 'node:fs'

/** Removes the file globalSetup.ts wrote the test content to. */
export default function globalTeardown() {
  if (process.env.CONTENT_FIXTURES) rmSync(process.env.CONTENT_FIXTURES, { force: true })
}
