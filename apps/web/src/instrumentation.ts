// Runs once when a server starts. With the shared Redis cache (next.config.ts bakes its build
// folder in), the build's prerendered pages go into Redis before the first request, unless
// another instance of the same build put them there already: they never need the Content Lake.
export async function register() {
  const buildDir = process.env.SHARED_CACHE_BUILD_DIR
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !buildDir) return
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation')
  const { default: CacheHandler } = await import('../cache-handler.mjs')
  await registerInitialCache(CacheHandler, { buildDir, setOnlyIfNotExists: true })
}
