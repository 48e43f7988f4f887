import { openingPath } from '@repo/content/paths'

/** schema.org's `employmentType` values, one chosen per opening in the Studio. */
export const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const

export interface OpeningStatus {
  open?: boolean | null
  /** Last day to apply (`YYYY-MM-DD`), inclusive. */
  validThrough?: string | null
}

/** The calendar day in Germany, `YYYY-MM-DD`: an application deadline ends at its midnight there. */
export const dayInGermany = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now)

/**
 * Whether an opening is on offer: not switched off in the Studio and its deadline not passed.
 * Closed openings leave the list, the sitemap and the site (their page is the 404).
 */
export const isOpen = (opening: OpeningStatus, now = new Date()) =>
  opening.open !== false &&
  (typeof opening.validThrough !== 'string' ||
    opening.validThrough === '' ||
    opening.validThrough >= dayInGermany(now))

/** An opening's page (`/karriere/<slug>`). */
export const openingHref = (slug: string) => `/${openingPath(slug)}`
