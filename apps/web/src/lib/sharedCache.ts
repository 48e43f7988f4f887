/**
 * Whether this build keeps its ISR cache in Redis, shared by every instance (next.config.ts bakes
 * the flag in when REDIS_URL is set at build time). That cache removes a revalidated page instead
 * of keeping it stale, so its next request has to render it anew.
 */
export const sharedCache = Boolean(process.env.SHARED_CACHE_BUILD_DIR)
