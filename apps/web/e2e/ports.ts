// Loopback ports of the e2e servers (the e2e/bench range is 3400-3499). E2E_PORT_BASE moves all
// of them, so two checkouts can run their end-to-end tests side by side.
const base = Number(process.env.E2E_PORT_BASE) || 3400

export const ports = {
  /** The production build from the bundled content (`next build` has run), standalone. */
  embedded: base + 1,
  /** A second production build that reads its content from the local Content Lake server. */
  contentLakeSite: base + 3,
  /** The local Content Lake server (packages/content) that the second build queries. */
  contentLakeApi: base + 4,
  /** The control API of that server (e2e/lake.ts): publish, break or stop its content. */
  contentLakeControl: base + 5,
  /** Redis, shared by the two instances of a third build (Content Lake, Redis cache handler). */
  redis: base + 6,
  sharedCacheFirst: base + 7,
  sharedCacheSecond: base + 8,
  /** A copy of the embedded build's standalone folder, started by e2e/standalone.spec.ts. */
  standaloneCopy: base + 9,
  /** The Content Lake build started again during an outage (e2e/resilience.spec.ts). */
  contentLakeRestart: base + 10,
}

export const origin = (port: number) => `http://127.0.0.1:${port}`
