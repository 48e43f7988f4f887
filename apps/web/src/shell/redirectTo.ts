/**
 * A GET handler that sends a path on to its new place, query string included. Route handlers
 * rather than next.config `redirects()`: Next answers those before it adds the configured headers,
 * so they went out without the security headers (CSP, HSTS, …).
 * Permanent (308) for paths that moved for good, so search engines update; temporary (307) where
 * the path may get its own page later.
 */
export function redirectTo(destination: string, { permanent }: { permanent: boolean }) {
  return (request: Request): Response => {
    const { search } = new URL(request.url)
    return new Response(null, {
      status: permanent ? 308 : 307,
      headers: { Location: `${destination}${search}` },
    })
  }
}
