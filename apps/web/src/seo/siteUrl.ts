/** The public origin: canonical URLs, Open Graph, sitemap and JSON-LD resolve against it. */
export function siteUrl(): URL {
  try {
    return new URL(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000')
  } catch {
    return new URL('http://localhost:3000')
  }
}

export const absoluteUrl = (path: string) => new URL(path, siteUrl()).toString()
