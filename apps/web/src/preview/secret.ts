import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/**
 * Whether the secret a request carries is the configured one. Compared in constant time over
 * fixed-length digests, so neither the content nor the length leaks through response timing.
 */
export function secretMatches(given: string | null | undefined, expected: string | undefined) {
  if (!expected || typeof given !== 'string' || given === '') return false
  return timingSafeEqual(digest(given), digest(expected))
}
