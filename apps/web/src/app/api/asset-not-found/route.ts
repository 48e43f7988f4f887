// Where next.config.ts sends every `/_next/...` path that is no file of the build (an old or made
// up chunk name): a plain 404 in a few bytes, stored nowhere. Without it the pages' catch-all
// would render, query and cache each such path.
const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export const dynamic = 'force-dynamic'

export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
}
