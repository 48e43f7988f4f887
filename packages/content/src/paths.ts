/**
 * Which paths a `page` document may take. Shared by the Studio (slug validation) and the site
 * (its redirects and reserved folders), so editors can never publish a page the site would
 * not show.
 */

/**
 * Old paths that moved for good, with their new place: the site answers them with a redirect
 * (apps/web/src/content/redirects.ts), so no page may take one.
 */
export const movedPaths = {
  'for-talents': 'talente',
  preise: 'unternehmen/preise',
  'so-funktionierts': 'unternehmen/so-funktionierts',
  vergleich: 'unternehmen/vergleich',
  'onboarding-concierge': 'unternehmen/onboarding-concierge',
} as const

/** The paths the site redirects. */
export const redirectedPaths = Object.keys(movedPaths)

/** First path segments that belong to the site itself, not to pages. */
export const reservedSegments = [
  'api',
  'og',
  '_next',
  'content-images',
  'content-files',
  'static',
] as const

/** The 404 pages of the two views, company then talent, which every unknown path shows. */
export const notFoundPaths = ['nicht-gefunden', 'nicht-gefunden/talente'] as const

/**
 * The careers page; each opening has its own route below it (`karriere/<opening slug>`), so no
 * page may take a path there.
 */
export const careersPath = 'karriere'

/** An opening's path on the site. */
export const openingPath = (slug: string) => `${careersPath}/${slug}`

/** The legal documents' paths (their own type and routes). */
export const legalSlugs = ['impressum', 'datenschutz', 'agb', 'security', 'cookies'] as const

/** Lowercase words of a–z and 0–9 joined by single hyphens, segments joined by `/`. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** One such segment: an opening's slug below the careers page. */
const segmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const maxSlugLength = 96

/** Why a page cannot have this slug (German, for editors), or undefined when it can. */
export function slugProblem(slug: string | undefined): string | undefined {
  if (!slug) return 'Bitte einen Pfad angeben, z. B. „unternehmen/preise“.'
  if (slug.length > maxSlugLength) return `Höchstens ${maxSlugLength} Zeichen.`
  if (!slugPattern.test(slug)) {
    return (
      'Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, Abschnitte mit „/“ getrennt; ' +
      'kein „/“ am Anfang oder Ende, Umlaute als ae, oe, ue, ß als ss.'
    )
  }
  const [first] = slug.split('/')
  if ((reservedSegments as readonly string[]).includes(first!)) {
    return `„/${first}“ gehört der Website selbst; bitte einen anderen Pfad wählen.`
  }
  if (first === careersPath && slug !== careersPath) {
    return `Unter „/${careersPath}/“ stehen die offenen Stellen; bitte einen anderen Pfad wählen.`
  }
  if (redirectedPaths.includes(slug)) {
    return `„/${slug}“ leitet auf eine andere Seite weiter; bitte einen anderen Pfad wählen.`
  }
  if ((legalSlugs as readonly string[]).includes(slug)) {
    return `„/${slug}“ ist ein Rechtstext; bitte einen anderen Pfad wählen.`
  }
  if ((notFoundPaths as readonly string[]).includes(slug)) {
    return `„/${slug}“ ist die Fehlerseite der Website; bitte einen anderen Pfad wählen.`
  }
  return undefined
}

/** Why an opening cannot have this slug (one path segment below the careers page), if it cannot. */
export function openingSlugProblem(slug: string | undefined): string | undefined {
  if (!slug) return 'Bitte einen Pfad angeben, z. B. „frontend-developer“.'
  if (slug.length > maxSlugLength) return `Höchstens ${maxSlugLength} Zeichen.`
  if (!segmentPattern.test(slug)) {
    return 'Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche, kein „/“; Umlaute als ae, oe, ue, ß als ss.'
  }
  return undefined
}

const transliteration: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/** A title as a slug segment: „Über uns“ → `ueber-uns`. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => transliteration[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/-*\/-*/g, '/')
    .replace(/^[-/]+|[-/]+$/g, '')
    .slice(0, maxSlugLength)
}
