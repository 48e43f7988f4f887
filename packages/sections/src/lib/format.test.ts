import {
  fillTemplate,
  formatCount,
  formatDay,
  formatEuro,
  formatMonthYear,
  formatPercent,
} from './format'

// Intl separates number and unit with a no-break space; tests spell it out.
const nbsp = '\u00a0'

describe('formatEuro', () => {
  it.each([
    [249.99, `249,99${nbsp}€`],
    [1285.7, `1.285,70${nbsp}€`],
    [9425, `9.425,00${nbsp}€`],
    [1439.96, `1.439,96${nbsp}€`],
  ])('formats %d as a German price with cents', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected)
  })

  it('drops the cents of a round amount on request only', () => {
    expect(formatEuro(997, { wholeEuros: true })).toBe(`997${nbsp}€`)
    expect(formatEuro(997.5, { wholeEuros: true })).toBe(`997,50${nbsp}€`)
  })
})

describe('formatPercent', () => {
  it.each([
    [100, `100${nbsp}%`],
    [40, `40${nbsp}%`],
    [10, `10${nbsp}%`],
    [1.5, `1,5${nbsp}%`],
  ])('formats %d percent with a decimal comma and a space before the sign', (points, expected) => {
    expect(formatPercent(points)).toBe(expected)
  })
})

describe('formatCount', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(10000)).toBe('10.000')
    expect(formatCount(433)).toBe('433')
  })
})

describe('fillTemplate', () => {
  it('fills every placeholder', () => {
    expect(fillTemplate('{claimed}/{limit} Plätze vergeben', { claimed: 433, limit: 500 })).toBe(
      '433/500 Plätze vergeben',
    )
  })

  it('keeps unknown placeholders visible', () => {
    expect(fillTemplate('{days} Tage {typo}', { days: 7 })).toBe('7 Tage {typo}')
  })
})

describe('formatMonthYear', () => {
  it('names the month in German', () => {
    expect(formatMonthYear('2025-10-01')).toBe('Oktober 2025')
    expect(formatMonthYear('2025-03-31')).toBe('März 2025')
  })

  it('ignores the local time zone (a date has none)', () => {
    expect(formatMonthYear('2025-10-31')).toBe('Oktober 2025')
    expect(formatMonthYear('2025-11-01')).toBe('November 2025')
  })

  it.each([undefined, null, 20251001, '', '01.10.2025', '2025-13-01', '2025-02-30'])(
    'gives nothing for %p',
    (value) => {
      expect(formatMonthYear(value)).toBeUndefined()
    },
  )
})

describe('formatDay', () => {
  it('writes the day the German way, whatever the local time zone', () => {
    expect(formatDay('2026-03-01')).toBe('1. März 2026')
    expect(formatDay('2025-12-31')).toBe('31. Dezember 2025')
  })

  it.each([undefined, '', '31.12.2025', '2025-02-30'])('gives nothing for %p', (value) => {
    expect(formatDay(value)).toBeUndefined()
  })
})
