import { legalSlugs, notFoundPaths } from '@repo/content/paths'
import { NextResponse, type NextRequest } from 'next/server'
import { publishedRoutes } from '@/lib/pageIndex'
import { redirects, type Redirect } from '@/lib/redirects'
import { viewFromPath } from '@/lib/view'

const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Paths with a route of their own; every other path is a page's or nobody's. */
const ownRoutes = new Set(['', ...legalSlugs].map((path) => `/${path}`))

/** The views' 404 pages: plain pages, which answer 404 when requested directly too. */
const notFoundRoutes = new Set(notFoundPaths.map((path) => `/${path}`))

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
  const view = viewFromPath(request.nextUrl.pathname)
  const path = view === 'talent' ? notFoundPaths[1] : notFoundPaths[0]
  return NextResponse.rewrite(new URL(`/${path}`, request.url), { status: 404 })
}

/**
 * Sends the visitor on, query string kept: 308 for a page that moved for good, 307 for one that
 * may come back. The Location stays relative for the site's own paths (Next's request URL names
 * the server's own host, not the public one). Never stored: an editor may change or delete the
 * redirect, and a browser must then ask again rather than follow a copy into a loop.
 */
function redirectResponse(request: NextRequest, { destination, permanent }: Redirect) {
  const [target = '', hash] = destination.split('#')
  const query = target.includes('?')
    ? request.nextUrl.search.replace(/^\?/, '&')
    : request.nextUrl.search
  const location = `${target}${query}${hash === undefined ? '' : `#${hash}`}`
  return new NextResponse(null, {
    status: permanent ? 308 : 307,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}

/** An editor's preview (Next's draft-mode cookie) may show pages that are not published yet. */
const draftModeCookie = '__prerender_bypass'

/**
 * In front of every page request:
 * - a path whose percent-encoding does not decode (`/og/%E0%A4%A`, overlong UTF-8 such as
 *   `/%c0%af`) gets 400: Next's router would answer a bare 500 without the configured headers;
 * - a path that no published page has but a redirect starts at (a redirect document, a moved
 *   page's old path) is sent on;
 * - every other path that no published page or share image has (any shape: `/wp-login.php`,
 *   `/api/x`), and those two pages themselves, is shown its view's prerendered 404 page
 *   (`/nicht-gefunden`, `/talente/nicht-gefunden`) with status 404: rendered once at build,
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
  if (notFoundRoutes.has(pathname)) return NextResponse.next({ status: 404 })
  if (!isContentPath(pathname)) return NextResponse.next()
  const [routes, table] = await Promise.all([publishedRoutes(), redirects()])
  if (routes?.has(pathname)) return NextResponse.next()
  const redirect = table?.get(pathname)
  if (redirect) return redirectResponse(request, redirect)
  // No list yet (Content Lake unreachable since start-up): the routes decide.
  if (!routes || request.cookies.has(draftModeCookie)) return NextResponse.next()
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
