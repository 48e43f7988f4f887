import { queryDeadlineMs } from '@repo/content'
import { after } from 'next/server'
import { contentReachable } from '@/content/fetch'
import { env } from '@/lib/env'
import { siteClaims } from '@/publishing/claims'
import { pendingReadsEnded, watchContent } from '@/publishing/outage'
import { handleRevalidateWebhook } from '@/publishing/webhook'

const claims = siteClaims()
const untilReachable = watchContent(contentReachable)

// The Sanity publish webhook (docs/publishing.md, "The publish webhook"). Only POST: Next answers any
// other method with 405.
export function POST(request: Request): Promise<Response> {
  return handleRevalidateWebhook(request, {
    secret: env.revalidateSecret,
    claims,
    afterOutage: {
      schedule: after,
      reachable: contentReachable,
      untilReachable,
      pendingReadsEnded: () => pendingReadsEnded(queryDeadlineMs),
    },
  })
}
