import { hyphenateSync } from 'hyphen/de'

/*
 * Hyphenation points for German text, inserted on the server: browsers without a German
 * dictionary (Chromium on Linux, most Android WebViews) ignore `hyphens: auto` and would break a
 * long compound anywhere or let it overflow. Only server components import this module: the
 * patterns (about 750 KB) never reach the browser, client islands receive hyphenated strings.
 */

/** Words shorter than this fit every column the site has; they stay as written. */
export const MIN_HYPHENATED_LETTERS = 10

const softHyphen = '\u00AD'
const longWord = `[\\p{L}\\p{M}]{${MIN_HYPHENATED_LETTERS},}`
const hasLongWord = new RegExp(longWord, 'u')
const longWords = new RegExp(longWord, 'gu')
/** Names with an inner capital (`SalesSwipe`) and abbreviations are not German words. */
const notAWord = /\p{Ll}\p{Lu}|^\p{Lu}+$/u
/** E-mail addresses, URLs and paths are copied and typed: no invisible characters inside. */
const address = /@|:\/\/|^www\.|^\//

/**
 * The text with soft hyphens (U+00AD) at the German hyphenation points of its long words, for
 * headings, titles, table cells and buttons. Never for `<title>`, meta tags, JSON-LD or
 * `aria-label`: the text there is read or copied, not laid out.
 */
export function hyphenate(text: string): string {
  if (!hasLongWord.test(text)) return text
  return text
    .split(/(\s+)/)
    .map((chunk) =>
      address.test(chunk) || chunk.includes(softHyphen)
        ? chunk
        : chunk.replace(longWords, (match) =>
            notAWord.test(match) ? match : hyphenateSync(match),
          ),
    )
    .join('')
}
