// German number formatting (de-DE): `1.439,96 €`, `1,5 %`, `9.425`. Intl puts a no-break space
// between number and unit, so a price never wraps in the middle.

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
const wholeEuro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 })
const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/** A price with cents, e.g. `249,99 €`; `wholeEuros` drops `,00` from round amounts (`997 €`). */
export function formatEuro(amount: number, { wholeEuros = false } = {}): string {
  return wholeEuros && Number.isInteger(amount) ? wholeEuro.format(amount) : euro.format(amount)
}

/**
 * A range of whole euros, `55.000–70.000 €`, kept on one line (a word joiner after the dash);
 * one amount when both ends are equal (Intl would write `≈60.000 €`).
 */
export function formatEuroRange(min: number, max: number): string {
  return min === max
    ? wholeEuro.format(min)
    : wholeEuro.formatRange(min, max).replace('–', '–\u2060')
}

/** A percentage given in percent points (`1.5` → `1,5 %`), at most one decimal. */
export function formatPercent(points: number): string {
  return percent.format(points / 100)
}

/** A count with German digit grouping (`10000` → `10.000`). */
export function formatCount(value: number): string {
  return integer.format(value)
}

/**
 * Fills `{name}` placeholders of a content template (`"{days} Tage kostenlos testen"`). Unknown
 * placeholders stay as written, so a typo in content shows up instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}

const monthYear = new Intl.DateTimeFormat('de-DE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

const day = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A content date (`2025-10-01`) as a time stamp; undefined when invalid. */
function contentDate(date: unknown): number | undefined {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const time = Date.parse(`${date}T00:00:00Z`)
  // Date.parse rolls impossible days over (2025-02-30 → March); only a round trip is exact.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return undefined
  return time
}

/** A content date (`2025-10-01`) as month and year, `Oktober 2025`; undefined when invalid. */
export function formatMonthYear(date: unknown): string | undefined {
  const time = contentDate(date)
  return time === undefined ? undefined : monthYear.format(time)
}

/** A content date (`2025-10-01`) as a German date, `1. Oktober 2025`; undefined when invalid. */
export function formatDay(date: unknown): string | undefined {
  const time = contentDate(date)
  return time === undefined ? undefined : day.format(time)
}
