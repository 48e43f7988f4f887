/**
 * Which paths a `page` document may take and a redirect may start from. Shared by the Studio
 * (slug and redirect validation) and the site (its routes and reserved folders), so editors can
 * never publish a page the site would not show. Redirects themselves are content (`redirect`
 * documents, a page's `previousPaths`): the Studio asks the content whether a path is taken.
 */

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

/** The documents with a page of their own on the site: what links and redirects lead to. */
export const routableTypes = ['page', 'legalDocument', 'careerOpening'] as const

/** A routable document's path on the site (`/unternehmen/preise`, `/karriere/cmo`). */
export const documentPath = (type: string, slug: string) =>
  `/${type === 'careerOpening' ? openingPath(slug) : slug}`

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
  if ((legalSlugs as readonly string[]).includes(slug)) {
    return `„/${slug}“ ist ein Rechtstext; bitte einen anderen Pfad wählen.`
  }
  if (first === notFoundPaths[0]) {
    return `„/${slug}“ gehört zur Fehlerseite der Website; bitte einen anderen Pfad wählen.`
  }
  return undefined
}

/** The files the site answers itself at the root (app/robots.ts, app/sitemap.ts, app/icon.svg). */
export const siteFiles = ['robots.txt', 'sitemap.xml', 'icon.svg'] as const

/** A path as old links name it: lowercase words joined by `-`, `_` or `.` (`/preise.html`). */
const redirectSourcePattern = /^\/[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*$/

/**
 * Why a redirect cannot start at this path (German, for editors), or undefined when it can, as far
 * as the path itself tells: whether a page has it is for the caller to ask the content.
 */
export function redirectSourceProblem(path: string | undefined): string | undefined {
  if (!path) return 'Bitte den alten Pfad angeben, z. B. „/preise“.'
  if (path.length > maxSlugLength + 1) return `Höchstens ${maxSlugLength + 1} Zeichen.`
  if (!redirectSourcePattern.test(path)) {
    return (
      'Ein Pfad mit „/“ am Anfang, ohne „/“ am Ende, ohne Adresse davor, „?“ oder „#“: ' +
      'Kleinbuchstaben a–z, Ziffern und einzelne „-“, „_“ oder „.“, z. B. „/preise“.'
    )
  }
  const slug = path.slice(1)
  const [first] = slug.split('/')
  if (
    (reservedSegments as readonly string[]).includes(first!) ||
    (siteFiles as readonly string[]).includes(slug)
  ) {
    return `„/${first}“ gehört der Website selbst; von dort lässt sich nicht weiterleiten.`
  }
  if (first === careersPath && slug !== careersPath) {
    return `Unter „/${careersPath}/“ stehen die offenen Stellen; von dort lässt sich nicht weiterleiten.`
  }
  if ((legalSlugs as readonly string[]).includes(slug)) {
    return `„${path}“ ist ein Rechtstext; von dort lässt sich nicht weiterleiten.`
  }
  if (first === notFoundPaths[0]) {
    return `„${path}“ gehört zur Fehlerseite der Website; von dort lässt sich nicht weiterleiten.`
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
