import { stegaClean } from 'next-sanity'

/**
 * Splits a heading around its highlighted words: `[before, highlight, after]`. Editors may repeat
 * the words inside the heading or write them as its continuation; either way they read once.
 */
export function splitHighlight(
  heading: string,
  highlight: string | null,
): [string, string | null, string] {
  if (!highlight) return [heading, null, '']
  // In a draft preview both strings may end in different invisible edit markers (stega): the
  // words are found without them, and each part keeps its own markers for the overlays.
  const words = stegaClean(highlight)
  const at = heading.indexOf(words)
  if (at === -1) return [`${heading} `, highlight, '']
  return [heading.slice(0, at), highlight, heading.slice(at + words.length)]
}
