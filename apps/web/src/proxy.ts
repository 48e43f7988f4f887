import { NextResponse, type NextRequest } from 'next/server'
import { pageIndex } from '@/content/pageIndex'
import { rootRedirect, type Redirect } from '@/content/redirects'
import { legalPaths, notFoundPagePaths } from '@/content/routes'
import { assetNotFound } from '@/lib/assetNotFound'
import { env } from '@/lib/env'
import { viewFromPath } from '@/lib/view'
import {
  draftModeCookie,
  previewProofCookie,
  previewSigningSecret,
  provesPreview,
} from '@/preview/proof'

const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The legal texts, always routed (app/[...slug]); every other path is content's. */
const ownRoutes = new Set(legalPaths)

/** The views' 404 pages: plain pages, which answer 404 when requested directly too. */
const notFoundRoutes = new Set(Object.values(notFoundPagePaths))

/** The files the app answers itself (app/robots.ts, app/sitemap.ts, app/icon.svg). */
const ownFiles = new Set(['/robots.txt', '/sitemap.xml', '/icon.svg'])

/** The API routes (app/api/.../route.ts; proxy.test.ts keeps the list complete). */
export const apiRoutes = new Set([
  '/api/revalidate',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/asset-not-found',
])

/** The bundled images' file names (public/content-images, `<sha1>-<w>x<h>.<ext>`). */
const contentImage = /^\/content-images\/[0-9a-f]{40}-\d+x\d+\.(?:webp|jpe?g|png|svg)$/
/** The bundled files (public/content-files, `<sha1>.<ext>`): the interview template, clips. */
const contentFile = /^\/content-files\/[0-9a-f]{40}\.(?:pdf|mp4|webm)$/

/**
 * Whether the path is one that content decides: a page, a share image (`/og/<document id>`) or
 * nothing at all. Routes and files of the site's own are not.
 */
function isContentPath(pathname: string): boolean {
  return !(
    ownRoutes.has(pathname) ||
    ownFiles.has(pathname) ||
    apiRoutes.has(pathname) ||
    contentImage.test(pathname) ||
    contentFile.test(pathname)
  )
}

/** A 404 is never stored by a CDN: the path may be published a minute later. */
const notCached = { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }

/*
 * Rewrites and redirects name URLs on the request's own origin, exactly as Next's router saw it
 * (`skipProxyUrlNormalize` in next.config.ts passes it through; `nextUrl` says `localhost` for
 * 127.0.0.1): on another origin, Next would fetch a rewrite from itself over HTTP and send a
 * redirect to `http://localhost:<port>`.
 */

/** Shows the view's prerendered 404 page, a page like any other: the status comes from here. */
function notFoundPage(request: NextRequest): NextResponse {
  const path = notFoundPagePaths[viewFromPath(request.nextUrl.pathname)]
  return NextResponse.rewrite(new URL(path, request.url), { status: 404, headers: notCached })
}

/**
 * Sends the visitor on, query string kept: 308 for a page that moved for good, 307 for one that
 * may come back. Never stored: an editor may change or delete the redirect, and a browser must
 * then ask again rather than follow a copy into a loop.
 */
function redirectResponse(request: NextRequest, { destination, permanent }: Redirect) {
  const url = new URL(destination, request.url)
  const query = request.nextUrl.search.slice(1)
  if (query) url.search = url.search ? `${url.search}&${query}` : query
  return NextResponse.redirect(url, {
    status: permanent ? 308 : 307,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** A path with a trailing slash: 308 to the one without, answered here to carry the headers. */
function withoutTrailingSlash(request: NextRequest): NextResponse {
  const target = new URL(request.url)
  target.pathname = target.pathname.replace(/\/+$/, '')
  return NextResponse.redirect(target, 308)
}

const signingSecret = previewSigningSecret(env)

/** An editor's preview: a draft-mode cookie Next accepted, proven by the enable route. */
const inPreview = (request: NextRequest) =>
  provesPreview(
    request.cookies.get(draftModeCookie)?.value,
    request.cookies.get(previewProofCookie)?.value,
    signingSecret,
  )

/**
 * In front of every page request:
 * - a path whose percent-encoding does not decode (`/og/%E0%A4%A`, overlong UTF-8 such as
 *   `/%c0%af`) gets 400: Next's router would answer a bare 500 without the configured headers;
 * - a path with a trailing slash is redirected to the one without (next.config.ts leaves that
 *   to this proxy, whose responses carry the security headers; Next's own redirect does not);
 * - the root, and a path that no published page has but a redirect starts at (a redirect
 *   document, a moved page's old path), is sent on, in a preview too, for the same reason here
 *   rather than in next.config's `redirects()` (src/content/redirects.ts);
 * - every other path that no published page or share image has (any shape: `/wp-login.php`,
 *   `/api/x`), and those two pages themselves, is shown its view's prerendered 404 page
 *   (`/nicht-gefunden`, `/nicht-gefunden/talente`) with status 404: rendered once at build,
 *   instead of a render and a new cache entry for every unknown path anybody asks for. Only an
 *   editor's preview skips the list, to show pages that are not published yet.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  if (!decodes(pathname)) {
    return new NextResponse('Bad Request: the path is not valid percent-encoded UTF-8.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  // Next runs the proxy for `/_next/data/<build id>/<page>.json` too (a Pages Router data URL,
  // shown as `/<page>` with a build id unless skipProxyUrlNormalize passes the path through).
  if (pathname.startsWith('/_next/') || request.nextUrl.buildId) return assetNotFound()
  if (pathname.length > 1 && pathname.endsWith('/')) return withoutTrailingSlash(request)
  if (pathname === '/') return redirectResponse(request, rootRedirect)
  if (notFoundRoutes.has(pathname)) return NextResponse.next({ status: 404, headers: notCached })
  if (!isContentPath(pathname)) return NextResponse.next()
  const index = await pageIndex()
  if (index?.routes.has(pathname)) return NextResponse.next()
  const redirect = index?.redirects.get(pathname)
  if (redirect) return redirectResponse(request, redirect)
  // No index yet (no build's, Content Lake unreachable since start-up): the routes decide.
  return !index || inPreview(request) ? NextResponse.next() : notFoundPage(request)
}

// Every path but the build's assets and the API routes (a proxy would read a request's whole body
// before the route's own limits apply); with a `%` always (a malformed path can look like one).
export const config = {
  matcher: [
    '/:path(.*%.*)',
    '/((?!_next/|api/revalidate$|api/draft-mode/enable$|api/draft-mode/disable$).*)',
  ],
}
