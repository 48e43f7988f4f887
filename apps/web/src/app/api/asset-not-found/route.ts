import { assetNotFound } from '@/lib/assetNotFound'

// Where next.config.ts sends every `/_next/...` path that is no file of the build (an old or made
// up chunk name): a plain 404 in a few bytes, stored nowhere. Without it the pages' catch-all
// would render, query and cache each such path.
export const dynamic = 'force-dynamic'

export {
  assetNotFound as GET,
  assetNotFound as HEAD,
  assetNotFound as POST,
  assetNotFound as PUT,
  assetNotFound as PATCH,
  assetNotFound as DELETE,
  assetNotFound as OPTIONS,
}
