import type { Instrumentation } from 'next'

/**
 * Runs once when a server starts: the build's prerendered pages go into the ISR cache
 * (cache-handler.mjs) before the first request, so they never need the Content Lake. With Redis,
 * only where another instance of the same build has not put them (or newer ones) there already.
 */
export async function register() {
  const buildDir = process.env.SITE_DIST_DIR
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return
  if (!buildDir || process.env.NEXT_PHASE === 'phase-production-build') return
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation')
  const { default: CacheHandler } = await import('../cache-handler.mjs')
  await registerInitialCache(CacheHandler, { buildDir, setOnlyIfNotExists: true })
}

/**
 * Every error Next answers with a 5xx, logged with the path it happened on (Next's own line names
 * only the error). Without the query: it may carry a secret (`/api/draft-mode/enable?…`).
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const [path] = request.path.split('?')
  console.error(
    `${request.method} ${path} failed (${context.routeType} ${context.routePath}):`,
    error,
  )
}
