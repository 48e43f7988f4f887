/** @jest-environment node */
import { fitText } from './OgImage'

describe('fitText', () => {
  it('keeps text that fits', () => {
    expect(fitText('Sales-Talente in 7 Tagen', 40)).toBe('Sales-Talente in 7 Tagen')
  })

  it('cuts long text at a word, with an ellipsis', () => {
    expect(fitText('Sales-Talente in sieben Tagen einstellen', 24)).toBe('Sales-Talente in sieben…')
  })

  it('cuts text without spaces at the limit', () => {
    expect(fitText('x'.repeat(20_000), 10)).toBe(`${'x'.repeat(9)}…`)
  })

  it('drops typesetting’s invisible marks: the image font has no glyph, the renderer would fetch one', () => {
    expect(fitText('Antwort in 24–\u206048 Stunden', 40)).toBe('Antwort in 24–48 Stunden')
    expect(fitText('Ab\u00ADschluss\u00ADquote', 40)).toBe('Abschlussquote')
  })
})
