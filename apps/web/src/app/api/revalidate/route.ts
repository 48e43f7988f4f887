import { contentReachable } from '@/content/fetch'
import { env } from '@/lib/env'
import { sharedCache } from '@/lib/sharedCache'
import { siteClaims } from '@/publishing/claims'
import { handleRevalidateWebhook } from '@/publishing/webhook'

const claims = siteClaims()

// The Sanity publish webhook (README, "On-demand revalidation"). Only POST: Next answers any
// other method with 405.
export function POST(request: Request): Promise<Response> {
  return handleRevalidateWebhook(request, {
    secret: env.revalidateSecret,
    claims,
    // The shared cache drops revalidated pages: never while they cannot be rendered again.
    ...(sharedCache ? { contentReachable } : {}),
  })
}
