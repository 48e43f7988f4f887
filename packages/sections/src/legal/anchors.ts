import { blockText, type RichTextBlock } from '../lib/RichText'

export interface Anchor {
  /** The heading block's `_key`. */
  key: string
  id: string
  text: string
}

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/** A readable fragment id: `§ 8 Laufzeit und Kündigung` → `8-laufzeit-und-kuendigung`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The second-level headings of a text with unique ids, in order: the entries of its table of
 * contents. Ids stay stable as long as a heading's wording does, so shared links keep working.
 */
export function headingAnchors(blocks: readonly RichTextBlock[]): Anchor[] {
  const used = new Set<string>()
  return blocks.flatMap((block, index) => {
    const text = blockText(block).trim()
    if (block.style !== 'h2' || block.listItem || !block._key || !text) return []
    const base = slugify(text) || `section-${index + 1}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return [{ key: block._key, id, text }]
  })
}
