/**
 * Splits a heading around its highlighted words: `[before, highlight, after]`. Editors may repeat
 * the words inside the heading or write them as its continuation; either way they read once.
 */
export function splitHighlight(
  heading: string,
  highlight: string | undefined,
): [string, string | undefined, string] {
  if (!highlight) return [heading, undefined, '']
  const at = heading.indexOf(highlight)
  if (at === -1) return [`${heading} `, highlight, '']
  return [heading.slice(0, at), highlight, heading.slice(at + highlight.length)]
}
