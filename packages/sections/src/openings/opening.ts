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

export type EmploymentType = (typeof employmentTypes)[number]

/** How editors read each employment type in the Studio. */
export const employmentTypeTitles: Record<EmploymentType, string> = {
  FULL_TIME: 'Vollzeit',
  PART_TIME: 'Teilzeit',
  CONTRACTOR: 'Freie Mitarbeit',
  TEMPORARY: 'Befristet',
  INTERN: 'Praktikum',
  VOLUNTEER: 'Ehrenamt',
  PER_DIEM: 'Tageweise',
  OTHER: 'Sonstiges',
}

/** The openings section's field with the visitors' word for each employment type. */
export const employmentTypeLabelFields: Record<EmploymentType, string> = {
  FULL_TIME: 'fullTime',
  PART_TIME: 'partTime',
  CONTRACTOR: 'contractor',
  TEMPORARY: 'temporary',
  INTERN: 'intern',
  VOLUNTEER: 'volunteer',
  PER_DIEM: 'perDiem',
  OTHER: 'other',
}

/** The word the openings section gives an opening's employment type, if any. */
export function employmentTypeLabel(
  labels: Record<string, string | null | undefined> | null | undefined,
  type: string | null | undefined,
): string | undefined {
  const field = type ? employmentTypeLabelFields[type as EmploymentType] : undefined
  return (field && labels?.[field]) || undefined
}

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
