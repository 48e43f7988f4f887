import type { SanityDocument } from '@repo/content'

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Today in Germany (`YYYY-MM-DD`): an opening's deadline ends at its midnight there. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())

/** What a job posting cannot do without (the Studio requires them). */
const openingTexts = ['title', 'department', 'location', 'description']
const employmentTypes = new Set([
  'CONTRACTOR',
  'FULL_TIME',
  'INTERN',
  'OTHER',
  'PART_TIME',
  'PER_DIEM',
  'TEMPORARY',
  'VOLUNTEER',
])

/**
 * A careers opening without a page: switched off, its deadline passed, or a field a job posting
 * needs is missing or broken.
 */
function openingClosed(document: SanityDocument): boolean {
  const { open, validThrough, employmentType } = document as {
    open?: unknown
    validThrough?: unknown
    employmentType?: unknown
  }
  const expired = typeof validThrough === 'string' && validThrough !== '' && validThrough < today()
  const incomplete =
    openingTexts.some((field) => !isText(document[field])) ||
    !employmentTypes.has(employmentType as string)
  return open !== true || expired || incomplete
}

/**
 * Whether a route's 404 is the design under the given content: its document is gone, it no
 * longer has the route's path as its slug (a page, a legal text; `karriere/<slug>` for an
 * opening), a legal text lost its title (app/[...slug]) or an opening closed.
 */
export function isGone(
  documents: readonly SanityDocument[],
  route: { documentId: string; path: string },
): boolean {
  const document = documents.find((candidate) => candidate._id === route.documentId)
  if (!document) return true
  const slug = document.slug as { current?: unknown } | null | undefined
  const isOpening = document._type === 'careerOpening'
  const path = isOpening ? `karriere/${String(slug?.current)}` : slug?.current
  if (typeof slug !== 'object' || typeof slug?.current !== 'string' || path !== route.path.slice(1))
    return true
  if (isOpening) return openingClosed(document)
  return document._type === 'legalDocument' && !isText(document.title)
}
