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
