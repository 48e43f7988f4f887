import { hyphenateSync } from 'hyphen/de'

/*
 * Hyphenation points for German text, inserted on the server: browsers without a German
 * dictionary (Chromium on Linux, most Android WebViews) ignore `hyphens: auto` and would break a
 * long compound anywhere or let it overflow. Only server components import this module: the
 * patterns (about 750 KB) never reach the browser, client islands receive hyphenated strings.
 */

/** Words shorter than this fit every column the site has; they stay as written. */
export const MIN_HYPHENATED_LETTERS = 10
/**
 * Page and section headings (h1, h2) hold shorter words on one line even at 320 px (the narrowest
 * h2 is 240 px wide, `durchschnittlich` takes 227 px; the rest is margin for wide letters), so a
 * soft hyphen there only gave the balanced heading a break it did not need (`Unter-nehmen`).
 */
export const MIN_HYPHENATED_HEADING_LETTERS = 14

const softHyphen = '\u00AD'
const longWordsOf = (letters: number) => new RegExp(`[\\p{L}\\p{M}]{${letters},}`, 'gu')
const longWords = longWordsOf(MIN_HYPHENATED_LETTERS)
const longHeadingWords = longWordsOf(MIN_HYPHENATED_HEADING_LETTERS)
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
  return hyphenateWords(text, longWords)
}

/** `hyphenate` for a page's h1 and its sections' h2: only words too long for a phone's line. */
export function hyphenateHeading(text: string): string {
  return hyphenateWords(text, longHeadingWords)
}

function hyphenateWords(text: string, words: RegExp): string {
  if (text.search(words) === -1) return text
  return text
    .split(/(\s+)/)
    .map((chunk) =>
      address.test(chunk) || chunk.includes(softHyphen)
        ? chunk
        : chunk.replace(words, (match) => (notAWord.test(match) ? match : hyphenateSync(match))),
    )
    .join('')
}
