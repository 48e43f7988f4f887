import { createEmbeddedSource } from '../src/embeddedSource'
import { typeset, typesetContent } from '../src/typeset'

const nbsp = '\u00A0'
const wordJoiner = '\u2060'

describe('typeset', () => {
  it.each([
    ['a figure keeps the word after it', 'in 7 Tagen', `in 7${nbsp}Tagen`],
    ['a figure keeps its unit', '68 % der Matches', `68${nbsp}% der Matches`],
    ['a count with a plus keeps its word', '10.000+ Interviews', `10.000+${nbsp}Interviews`],
    ['a range stays whole', 'in 24–48 Stunden', `in 24–${wordJoiner}48${nbsp}Stunden`],
    ['a range of prices stays whole', '2.000–3.500 €', `2.000–${wordJoiner}3.500${nbsp}€`],
    ['a dash keeps to the word before it', 'passen – 68 %', `passen${nbsp}– 68${nbsp}%`],
    ['a dash at the end keeps its word', 'ab –', `ab${nbsp}–`],
    ['a paragraph sign keeps its number', '§ 14 BGB', `§${nbsp}14${nbsp}BGB`],
  ])('%s', (_case, text, expected) => {
    expect(typeset(text)).toBe(expected)
  })

  it.each([
    ['a date', '2025-10-01'],
    ['a time stamp', '2025-10-01T08:00:00Z'],
    ['a letter range', 'Mo–Fr'],
    ['a compound with a hyphen', 'Sales-Talente im DACH-Raum'],
    ['a phone number', '+49 89 999 98 10'],
    ['a URL', 'https://app.salesswipe.example/register?plan=2'],
    ['an e-mail address', 'jobs@salesswipe.example'],
  ])('leaves %s as it is', (_case, text) => {
    expect(typeset(text)).toBe(text)
  })

  it('is idempotent', () => {
    const once = typeset('Antwort in 2 h (Mo–Fr, 9–18 Uhr) – per Slack')
    expect(typeset(once)).toBe(once)
  })
})

describe('typesetContent', () => {
  it('typesets every string of a result, nested ones included, and no system field', () => {
    const result = {
      _id: 'page 1',
      heading: 'In 7 Tagen',
      rows: [{ _key: 'a 1', cells: ['5–10 Kandidaten'] }],
      count: 3,
      open: true,
      empty: null,
    }
    expect(typesetContent(result)).toEqual({
      _id: 'page 1',
      heading: `In 7${nbsp}Tagen`,
      rows: [{ _key: 'a 1', cells: [`5–${wordJoiner}10${nbsp}Kandidaten`] }],
      count: 3,
      open: true,
      empty: null,
    })
  })

  it('is applied by the content source to what it reads', async () => {
    const source = createEmbeddedSource({
      documents: [{ _id: 'a', _type: 'faq', question: 'Erste Intros in 24–48 Stunden?' }],
    })
    await expect(source.fetch('*[_id == "a"][0].question')).resolves.toBe(
      `Erste Intros in 24–${wordJoiner}48${nbsp}Stunden?`,
    )
  })
})
