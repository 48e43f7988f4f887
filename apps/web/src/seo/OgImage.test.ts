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
})
