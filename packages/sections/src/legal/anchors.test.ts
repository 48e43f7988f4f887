import { richTextBlocks } from '../lib/RichText'
import { headingAnchors, slugify } from './anchors'

const blocks = (...headings: [text: string, style?: string, listItem?: string][]) =>
  richTextBlocks(
    headings.map(([text, style = 'h2', listItem], index) => ({
      _type: 'block',
      _key: `k${index}`,
      style,
      ...(listItem ? { listItem } : {}),
      children: [{ _type: 'span', text }],
    })),
  )

describe('slugify', () => {
  it.each([
    ['§ 8 Laufzeit und Kündigung', '8-laufzeit-und-kuendigung'],
    ['Änderungen dieser Datenschutzerklärung', 'aenderungen-dieser-datenschutzerklaerung'],
    ['Größe & Maß', 'groesse-mass'],
    ['Café – résumé', 'cafe-resume'],
    ['Was sind Cookies?', 'was-sind-cookies'],
  ])('%p → %p', (text, id) => {
    expect(slugify(text)).toBe(id)
  })
})

describe('headingAnchors', () => {
  it('lists the h2 headings in order, skipping h3, paragraphs and list items', () => {
    const anchors = headingAnchors(
      blocks(['Eins'], ['Unter', 'h3'], ['Text', 'normal'], ['Punkt', 'h2', 'bullet'], ['Zwei']),
    )
    expect(anchors).toEqual([
      { key: 'k0', id: 'eins', text: 'Eins' },
      { key: 'k4', id: 'zwei', text: 'Zwei' },
    ])
  })

  it('keeps ids unique and gives headings without letters one too', () => {
    const ids = headingAnchors(blocks(['Haftung'], ['Haftung'], ['Haftung'], ['§§'])).map(
      (anchor) => anchor.id,
    )
    expect(ids).toEqual(['haftung', 'haftung-2', 'haftung-3', 'section-4'])
  })
})
