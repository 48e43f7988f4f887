import { env } from '@/lib/env'

/** The public origin: canonical URLs, Open Graph, sitemap and JSON-LD resolve against it. */
export const siteUrl = (): URL => new URL(env.siteUrl)

export const absoluteUrl = (path: string) => new URL(path, siteUrl()).toString()
