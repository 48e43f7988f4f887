import { NextResponse, type NextRequest } from 'next/server'

const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Answers 400 to a path whose percent-encoding does not decode (`/og/%E0%A4%A`, `/talente/%`,
 * overlong UTF-8 such as `/%c0%af`). Next's router fails to decode such a path when it matches a
 * dynamic segment and answers a bare 500, before the headers of next.config.ts are applied; this
 * answer gets them like every other.
 */
export function proxy(request: NextRequest): NextResponse {
  if (decodes(request.nextUrl.pathname)) return NextResponse.next()
  return new NextResponse('Bad Request: the path is not valid percent-encoded UTF-8.', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

// Only a path with a `%` can be malformed: every other request skips the proxy.
export const config = { matcher: '/:path(.*%.*)' }
