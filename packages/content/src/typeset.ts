import type { ContentSource } from './source'

/*
 * German typesetting that does not depend on the browser, applied to every text the content
 * sources return: a figure stays on the line of the word or unit after it (`7 Tagen`, `68 %`,
 * `§ 14`), a range on one line (`24–48`), and a dash between words on the line of the word before
 * it, so no line starts with a dash. Editors write plain spaces; hyphenation points are added at
 * render, only where they are needed (@repo/sections lib/hyphenate.ts).
 */

const noBreakSpace = '\u00A0'
/** Zero-width, forbids a break: after the dash of a range, where browsers would break. */
const wordJoiner = '\u2060'

export function typeset(text: string): string {
  return (
    text
      // `Wort – weiter`: the dash keeps to the word before it.
      .replace(/(?<=\S) +(?=[-–—](?:\s|$))/g, noBreakSpace)
      // `24–48`, `9–18 Uhr`: a range between figures stays whole.
      .replace(/(?<=\d)([–—])(?=\d)/g, `$1${wordJoiner}`)
      // `7 Tagen`, `68 %`, `5–10 vorqualifizierte`, `Art. 6 Abs. 1`: a figure keeps its word.
      .replace(/(?<=\d\+?) +(?=[\p{L}%€])/gu, noBreakSpace)
      // `§ 14 BGB`
      .replace(/§ +(?=\d)/g, `§${noBreakSpace}`)
  )
}

/**
 * The text without the invisible marks of typesetting (word joiners, soft hyphens), for renderers
 * whose fonts have no glyph for them, such as the share images.
 */
export const withoutLineBreakMarks = (text: string) => text.replace(/[\u2060\u00AD]/g, '')

/** Every string of a query result typeset; keys starting with `_` (ids, types, keys) left alone. */
export function typesetContent<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T
  if (Array.isArray(value)) return value.map(typesetContent) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key.startsWith('_') ? item : typesetContent(item),
      ]),
    ) as T
  }
  return value
}

/** A source's `fetch` that answers with its texts typeset (see above). */
export function withTypesetting(fetch: ContentSource['fetch']): ContentSource['fetch'] {
  return async <R>(...args: Parameters<ContentSource['fetch']>) =>
    typesetContent(await fetch<R>(...args))
}
