import type { NextConfig } from 'next'
import path from 'node:path'
import { cacheControlHeaders, defaultRevalidateSeconds } from './src/lib/cacheControl'
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
  // The ISR cache (cache-handler.mjs): shared through Redis when the server starts with
  // REDIS_URL, in memory otherwise; filled with the build's pages at start-up
  // (src/instrumentation.ts), which finds them, and the routes published at build time
  // (src/content/pageIndex.ts), in this folder.
  cacheHandler: require.resolve('./cache-handler.mjs'),
  env: { SITE_DIST_DIR: distDir },
  // The proxy answers a trailing slash itself (src/proxy.ts): Next's own 308 carries no headers.
  skipTrailingSlashRedirect: true,
  // The proxy sees the URL as Next's router does, so its rewrites stay in-process (src/proxy.ts).
  skipProxyUrlNormalize: true,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@repo/ui', '@repo/content', '@repo/sections'],
  // Deterministic class names and component ids (same in every build and render layer), display
  // names in development, minified template CSS. styled-components >= 6.3 renders in server
  // components without a registry; this transform only improves what it emits.
  compiler: { styledComponents: { displayName: false } },
  poweredByHeader: false,
  reactStrictMode: true,
  // app/global-not-found.tsx: unknown paths get the 404 without a root not-found in every payload.
  // inlineCss: the shell's stylesheet (and the legal texts' or the 404's) comes inside the HTML
  // instead of as a request that holds back the first paint; sections inline their own
  // (@repo/sections stylesheet()), so each page carries only the CSS of what it shows.
  experimental: { globalNotFound: true, inlineCss: true },
  // A `/_next/...` path that is no file of the build gets a plain 404 (app/api/asset-not-found)
  // instead of the pages' catch-all. After the files: the build's own assets are served first.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [{ source: '/_next/:path*', destination: '/api/asset-not-found' }],
      fallback: [],
    }
  },
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
      ...cacheControlHeaders(Number(process.env.REVALIDATE_SECONDS) || defaultRevalidateSeconds),
    ]
  },
}

export default nextConfig
