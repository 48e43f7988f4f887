import type { Instrumentation } from 'next'

/**
 * Runs once when a server starts. With the shared Redis cache (next.config.ts bakes its build
 * folder in), the build's prerendered pages go into Redis before the first request, unless
 * another instance of the same build put them there already: they never need the Content Lake.
 */
export async function register() {
  const buildDir = process.env.SHARED_CACHE_BUILD_DIR
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !buildDir) return
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
