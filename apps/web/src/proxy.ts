import { NextResponse, type NextRequest } from 'next/server'
import { publishedRoutes } from '@/content/pageIndex'
import { redirectFor, type Redirect } from '@/content/redirects'
import { legalPaths, notFoundPagePaths } from '@/content/routes'
import { viewFromPath } from '@/lib/view'

const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Paths with a route of their own (app/(company)/[legal]); every other path is content's. */
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
])

/** The bundled images' file names (public/content-images, `<sha1>-<w>x<h>.<ext>`). */
const contentImage = /^\/content-images\/[0-9a-f]{40}-\d+x\d+\.(?:webp|jpe?g|png|svg)$/
/** The bundled files (public/content-files, `<sha1>.<ext>`): the interview template. */
const contentFile = /^\/content-files\/[0-9a-f]{40}\.pdf$/

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

/** Shows the view's prerendered 404 page, a page like any other: the status comes from here. */
function notFoundPage(request: NextRequest): NextResponse {
  const path = notFoundPagePaths[viewFromPath(request.nextUrl.pathname)]
  return NextResponse.rewrite(new URL(path, request.url), { status: 404 })
}

/**
 * Sends a path of the redirect list on, query string included. Answered here rather than by
 * next.config `redirects()`, which go out before the configured security headers are added; Next
 * turns the Location back into a path on the same host.
 */
function redirectTo({ destination, permanent }: Redirect, request: NextRequest): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = destination
  return NextResponse.redirect(url, permanent ? 308 : 307)
}

/** An editor's preview (Next's draft-mode cookie) may show pages that are not published yet. */
const draftModeCookie = '__prerender_bypass'

/**
 * In front of every page request:
 * - a path whose percent-encoding does not decode (`/og/%E0%A4%A`, overlong UTF-8 such as
 *   `/%c0%af`) gets 400: Next's router would answer a bare 500 without the configured headers;
 * - a path of the redirect list (src/content/redirects.ts) is sent on to its destination;
 * - every other path that no published page or share image has (any shape: `/wp-login.php`,
 *   `/api/x`), and those two pages themselves, is shown its view's prerendered 404 page
 *   (`/nicht-gefunden`, `/nicht-gefunden/talente`) with status 404: rendered once at build,
 *   instead of a render and a new cache entry for every unknown path anybody asks for.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  if (!decodes(pathname)) {
    return new NextResponse('Bad Request: the path is not valid percent-encoded UTF-8.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const redirect = await redirectFor(pathname)
  if (redirect) return redirectTo(redirect, request)
  if (notFoundRoutes.has(pathname)) return NextResponse.next({ status: 404 })
  if (!isContentPath(pathname) || request.cookies.has(draftModeCookie)) return NextResponse.next()
  const routes = await publishedRoutes()
  // No list yet (Content Lake unreachable since start-up): the routes decide.
  if (!routes || routes.has(pathname)) return NextResponse.next()
  return notFoundPage(request)
}

// Every path but the build's assets and the API routes (a proxy would read a request's whole body
// before the route's own limits apply); with a `%` always (a malformed path can look like one).
export const config = {
  matcher: [
    '/:path(.*%.*)',
    '/((?!_next/|api/revalidate$|api/draft-mode/enable$|api/draft-mode/disable$).*)',
  ],
}
