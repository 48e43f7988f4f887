import { dayInGermany, isOpen, openingHref } from './opening'

describe('isOpen', () => {
  const now = new Date('2026-03-31T20:00:00Z')

  it('is open unless switched off or past its deadline', () => {
    expect(isOpen({ open: true }, now)).toBe(true)
    expect(isOpen({}, now)).toBe(true)
    expect(isOpen({ open: false }, now)).toBe(false)
    expect(isOpen({ open: false, validThrough: '2027-01-01' }, now)).toBe(false)
    expect(isOpen({ open: true, validThrough: '2026-03-30' }, now)).toBe(false)
  })

  it('keeps an opening open through its last day in Germany', () => {
    // 22:00 in Berlin on 31 March: still the deadline's day.
    expect(isOpen({ open: true, validThrough: '2026-03-31' }, now)).toBe(true)
    // 00:30 in Berlin on 1 April, still 31 March in UTC: closed.
    expect(
      isOpen({ open: true, validThrough: '2026-03-31' }, new Date('2026-03-31T22:30:00Z')),
    ).toBe(false)
    expect(dayInGermany(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01')
  })
})

describe('openingHref', () => {
  it('puts the opening below the careers page', () => {
    expect(openingHref('cmo')).toBe('/karriere/cmo')
  })
})
