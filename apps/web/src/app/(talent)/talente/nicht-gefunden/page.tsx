import { notFound } from 'next/navigation'

/**
 * The talent view's 404 (the group's not-found.tsx in the talent shell), prerendered once with
 * status 404. next.config.ts rewrites every unknown path below /talente here, so none of them
 * renders per request.
 */
export default function TalentNotFoundPage() {
  notFound()
}
