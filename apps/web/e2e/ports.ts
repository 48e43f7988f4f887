// Loopback ports of the e2e servers (the e2e/bench range is 3400-3499).
export const ports = {
  /** The production build from the bundled content (`next build` has run). */
  embedded: 3401,
  /** A second production build that reads its content from the local Content Lake server. */
  contentLakeSite: 3403,
  /** The local Content Lake server (packages/content) that the second build queries. */
  contentLakeApi: 3404,
}

export const origin = (port: number) => `http://127.0.0.1:${port}`
