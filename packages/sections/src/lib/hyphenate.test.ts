// The real German patterns, not the identity jest.setup.ts gives the component tests.
jest.unmock('hyphen/de')

import {
  hyphenate,
  hyphenateHeading,
  MIN_HYPHENATED_HEADING_LETTERS,
  MIN_HYPHENATED_LETTERS,
} from './hyphenate'

const shy = '\u00AD'
/** The hyphenation points as a reader of a dictionary writes them. */
const points = (text: string) => text.replaceAll(shy, '·')

describe('hyphenate', () => {
  it.each([
    ['Abschlussquote', 'Ab·schluss·quo·te'],
    ['Direktbewerbung', 'Di·rekt·be·wer·bung'],
    ['Persönlicher Ansprechpartner', 'Per·sön·li·cher An·sprech·part·ner'],
    ['Kandidatensuche selbst organisieren', 'Kan·di·da·ten·su·che selbst or·ga·ni·sie·ren'],
    ['Datenschutzerklärung', 'Da·ten·schutz·er·klä·rung'],
  ])('marks the German hyphenation points of long words: %s', (text, expected) => {
    expect(points(hyphenate(text))).toBe(expected)
  })

  it(`leaves words under ${MIN_HYPHENATED_LETTERS} letters alone`, () => {
    expect(hyphenate('Kein Risiko, volle Kontrolle')).toBe('Kein Risiko, volle Kontrolle')
  })

  it('reads the same once the soft hyphens are taken out', () => {
    const text = 'Interviewkoordination – in 24–48 Stunden, Recruiting-Expertin'
    expect(hyphenate(text).replaceAll(shy, '')).toBe(text)
  })

  it.each([
    ['an e-mail address', 'bewerbung@salesswipe.example'],
    ['a URL', 'https://app.salesswipe.example/registrierung'],
    ['a path', '/unternehmen/onboarding-concierge'],
    ['a name with an inner capital', 'SalesSwipe'],
    ['an abbreviation', 'DSGVOKONFORM'],
  ])('leaves %s whole', (_case, text) => {
    expect(hyphenate(text)).toBe(text)
  })

  it('keeps the soft hyphens an editor placed', () => {
    const text = `Vertriebs${shy}mitarbeiterinnen`
    expect(hyphenate(text)).toBe(text)
  })

  it(`in headings, leaves words under ${MIN_HYPHENATED_HEADING_LETTERS} letters alone`, () => {
    const heading =
      'Wir bringen Sales-Talente und Unternehmen zusammen – in durchschnittlich 7 Tagen'
    expect(points(hyphenateHeading(heading))).toBe(
      'Wir bringen Sales-Talente und Unternehmen zusammen – in durch·schnitt·lich 7 Tagen',
    )
    expect(points(hyphenate('Unternehmen'))).toBe('Un·ter·neh·men')
  })
})
