import type { NextConfig } from 'next'
import { securityHeaders } from './src/security/headers'

const nextConfig: NextConfig = {
  // The end-to-end run builds a second copy against the local Content Lake server beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@repo/ui', '@repo/content'],
  // Deterministic class names and component ids (same in every build and render layer), display
  // names in development, minified template CSS. styled-components >= 6.3 renders in server
  // components without a registry; this transform only improves what it emits.
  compiler: { styledComponents: { displayName: false } },
  poweredByHeader: false,
  // Hashing every prerendered page per request for an ETag cost ~40% of throughput (wrk, measured);
  // pages carry Cache-Control for CDNs and browsers instead.
  generateEtags: false,
  // Serves prerendered pages as pre-encoded bytes (see the file for the measurements).
  cacheHandler: require.resolve('./src/server/encodedHtmlCache.cjs'),
  reactStrictMode: true,
  // app/global-not-found.tsx: unknown paths get the 404 without a root not-found in every payload.
  experimental: { globalNotFound: true },
  // Unknown paths below /talente get the talent view's prerendered 404. A fallback rewrite applies
  // only after every page and route has failed to match.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [],
      fallback: [{ source: '/talente/:path+', destination: '/talente/nicht-gefunden' }],
    }
  },
  async headers() {
    const headers = securityHeaders({
      dev: process.env.NODE_ENV === 'development',
      studioUrl: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL,
      projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
      apiHost: process.env.NEXT_PUBLIC_SANITY_API_HOST,
    })
    // Every path, including redirects (route handlers, see src/shell/redirectTo.ts), the 404,
    // API routes and /og images. An unnamed group, not `/:path*`: with a named parameter Next
    // compiles every header value containing ':' (the CSP) as a path template on every request.
    return [{ source: '/(.*)', headers }]
  },
}

export default nextConfig
