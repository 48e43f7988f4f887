import type { NextConfig } from 'next'
import path from 'node:path'
import { securityHeaders } from './src/security/headers'

// Files the server reads at run time that no import names, so file tracing cannot find them:
// the bundled dataset and its preview drafts (packages/content finds it from the working directory) and the fonts of
// the share images (src/seo/OgImage.tsx).
const runtimeFiles = [
  '../../packages/content/package.json',
  '../../packages/content/dataset/data.ndjson',
  '../../packages/content/dataset/preview-drafts.ndjson',
  '../../node_modules/@fontsource/inter/package.json',
  '../../node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff',
]

// The end-to-end run builds more copies (against the local Content Lake server) beside the main one.
const distDir = process.env.NEXT_DIST_DIR || '.next'

const nextConfig: NextConfig = {
  distDir,
  // A self-contained server in <distDir>/standalone (scripts/complete-standalone.mjs adds the
  // static files), traced from the repository root so the workspace packages come along.
  output: 'standalone',
  outputFileTracingRoot: path.resolve(__dirname, '../..'),
  outputFileTracingIncludes: { '/**': runtimeFiles },
  // Several instances share one ISR cache through Redis (cache-handler.mjs, seeded by
  // src/instrumentation.ts); without REDIS_URL at build time, Next's own cache on the local disk.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: require.resolve('./cache-handler.mjs'),
        env: { SHARED_CACHE_BUILD_DIR: distDir },
      }
    : {}),
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@repo/ui', '@repo/content', '@repo/sections'],
  // Deterministic class names and component ids (same in every build and render layer), display
  // names in development, minified template CSS. styled-components >= 6.3 renders in server
  // components without a registry; this transform only improves what it emits.
  compiler: { styledComponents: { displayName: false } },
  poweredByHeader: false,
  reactStrictMode: true,
  // app/global-not-found.tsx: unknown paths get the 404 without a root not-found in every payload.
  experimental: { globalNotFound: true },
  async headers() {
    const headers = securityHeaders({
      dev: process.env.NODE_ENV === 'development',
      studioUrl: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL,
      projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
      apiHost: process.env.NEXT_PUBLIC_SANITY_API_HOST,
    })
    // Every path, including redirects (the proxy answers them, src/content/redirects.ts), the 404,
    // API routes and /og images. An unnamed group, not `/:path*`: with a named parameter Next
    // compiles every header value containing ':' (the CSP) as a path template on every request.
    return [
      { source: '/(.*)', headers },
      // The bundled files (embedded mode) are downloads; the link's `download` names them.
      {
        source: '/content-files/(.*)',
        headers: [{ key: 'Content-Disposition', value: 'attachment' }],
      },
    ]
  },
}

export default nextConfig
