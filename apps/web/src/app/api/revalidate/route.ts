import { after } from 'next/server'
import { contentReachable } from '@/lib/content'
import { env } from '@/lib/env'
import { siteClaims } from '@/publishing/claims'
import { watchContent } from '@/publishing/outage'
import { handleRevalidateWebhook } from '@/publishing/webhook'

const claims = siteClaims()
const untilReachable = watchContent(contentReachable)

// The Sanity publish webhook (README, "On-demand revalidation"). Only POST: Next answers any
// other method with 405.
export function POST(request: Request): Promise<Response> {
  return handleRevalidateWebhook(request, {
    secret: env.revalidateSecret,
    claims,
    afterOutage: { schedule: after, reachable: contentReachable, untilReachable },
  })
}
