import { NextResponse } from 'next/server'

/** The answer to a `/_next/...` path that is no file of the build: a few bytes, stored nowhere. */
export const assetNotFound = () =>
  new NextResponse('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
