/**
 * The application target for one opening: a `mailto:` address gets the opening's subject line,
 * so every application names its role; any other target (an applicant tracking form) stays as is.
 * Spaces are encoded as `%20`, not `+`, which mail clients would show literally (RFC 6068).
 */
export function withMailSubject(href: string, subject: string | undefined): string {
  const match = /^mailto:([^?]*)(?:\?(.*))?$/i.exec(href)
  if (!match || !subject) return href
  const params = new URLSearchParams(match[2] ?? '')
  params.set('subject', subject)
  return `mailto:${match[1]}?${params.toString().replace(/\+/g, '%20')}`
}
