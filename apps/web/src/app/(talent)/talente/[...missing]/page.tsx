import { notFound } from 'next/navigation'

/**
 * Unknown paths below /talente get the 404 inside the talent shell (status 404). Next 16.4 sends
 * the body of a notFound() page only in the RSC payload (vercel/next.js#98954), so this 404
 * appears once JavaScript runs; unknown paths elsewhere use the prerendered root not-found.
 */
export default function MissingTalentPage() {
  notFound()
}
