/*
 * Cache-Control of the responses that are no page, applied by `headers()` in next.config.ts (Next
 * sends them `max-age=0`). No imports: next.config.ts loads this file at build time.
 */

/** How long a page and its content are fresh when REVALIDATE_SECONDS is unset. */
export const defaultRevalidateSeconds = 3600

export function cacheControlHeaders(revalidateSeconds: number) {
  const rule = (source: string, value: string) => ({
    source,
    headers: [{ key: 'Cache-Control', value }],
  })
  // Change with the content, like the pages: a CDN keeps them as long as a page.
  const likePages = `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate=86400`
  return [
    // Named by their content's hash: they never change.
    rule('/content-images/(.*)', 'public, max-age=31536000, immutable'),
    rule('/content-files/(.*)', 'public, max-age=31536000, immutable'),
    rule('/og/(.*)', likePages),
    rule('/sitemap.xml', likePages),
    // Changes only with a deployment.
    rule('/robots.txt', 'public, max-age=3600'),
  ]
}
