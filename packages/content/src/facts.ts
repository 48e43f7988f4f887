/*
 * Facts are written once: plan prices, trial lengths and yearly discounts in the plans, the
 * recurring claims (7 Tage, 24–48 h, 68 %, …) in the `keyFigures` singleton ("Kennzahlen"). Copy
 * refers to them with placeholders that the Studio validates and the content sources resolve on
 * every read:
 *
 *   {{kennzahl.<key>}}           a key figure's value, e.g. {{kennzahl.tageBisEinstellung}}
 *   {{plan.<key>.<field>}}       a plan's fact, e.g. {{plan.start.preis}}
 *   {{concierge.<field>}}        a price of the concierge page's price card, e.g. {{concierge.preis}}
 *
 * Text templates (`likesTemplate`, the footer's copyright, …) also take the values a component
 * fills in, each named in single braces: `{count} Likes pro Tag`. The Studio checks both forms in
 * one pass (placeholderProblems): a fact must exist, a template value belong to the field, and
 * every other brace is an error.
 */

/** The facts every placeholder may refer to, as the content stores them. */
export const factsQuery = /* groq */ `{
  "figures": *[_type == "keyFigures" && _id == "keyFigures"][0].figures[]{ key, value },
  "plans": *[_type == "pricingPlan" && defined(key)]{
    _id,
    key, monthlyPrice, monthlyListPrice, yearlyPrice, trialDays, yearlyDiscountPercent,
    "seats": seatCounter.limit,
    "bonusValue": yearlyBonus.value
  },
  "concierge": *[_id == "conciergePage"][0].sections[_type == "conciergePricingSection"][0]{
    monthlyPrice, setupPrice
  }
}`

interface PlanFacts {
  _id?: string
  key?: string | null
  monthlyPrice?: number | null
  monthlyListPrice?: number | null
  yearlyPrice?: number | null
  trialDays?: number | null
  yearlyDiscountPercent?: number | null
  seats?: number | null
  bonusValue?: number | null
}

interface ConciergeFacts {
  monthlyPrice?: number | null
  setupPrice?: number | null
}

export interface FactsResult {
  figures?: { key?: string | null; value?: string | null }[] | null
  plans?: PlanFacts[] | null
  concierge?: ConciergeFacts | null
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined
const wholeEuro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
const price = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? euro.format(value) : undefined
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 2 })
/** A percentage as German copy writes it, with a no-break space: `30 %`. */
const percentage = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? percent.format(value / 100) : undefined
/** A price as the price cards show round amounts: without cents (`499 €`, `997 €`). */
const cardPrice = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) ? wholeEuro.format(value) : price(value)

/** What `{{plan.<key>.<field>}}` may name, with the German words editors write. */
export const planFields: Record<
  string,
  { title: string; read: (plan: PlanFacts) => string | undefined }
> = {
  preis: { title: 'Monatspreis', read: (plan) => price(plan.monthlyPrice) },
  listenpreis: { title: 'Listenpreis pro Monat', read: (plan) => price(plan.monthlyListPrice) },
  jahrespreis: {
    title: 'Monatspreis bei jährlicher Zahlung',
    read: (plan) => price(plan.yearlyPrice),
  },
  testtage: { title: 'Testphase in Tagen', read: (plan) => count(plan.trialDays) },
  jahresrabatt: {
    title: 'Rabatt bei Jahreszahlung',
    read: (plan) => percentage(plan.yearlyDiscountPercent),
  },
  plaetze: { title: 'Plätze des Launch-Angebots', read: (plan) => count(plan.seats) },
  bonuswert: { title: 'Wert des Jahresbonus', read: (plan) => cardPrice(plan.bonusValue) },
}

/** What `{{concierge.<field>}}` may name: the prices of the concierge price card. */
export const conciergeFields: Record<
  string,
  { title: string; read: (card: ConciergeFacts) => string | undefined }
> = {
  preis: { title: 'Concierge: Monatspreis', read: (card) => cardPrice(card.monthlyPrice) },
  setupgebuehr: { title: 'Concierge: Setup-Gebühr', read: (card) => cardPrice(card.setupPrice) },
}

/** Placeholder → text, for every fact the content holds. */
export type Facts = ReadonlyMap<string, string>

export function factsFrom(result: FactsResult | null | undefined): Facts {
  const facts = new Map<string, string>()
  for (const figure of result?.figures ?? []) {
    if (figure?.key && typeof figure.value === 'string' && figure.value.trim() !== '') {
      facts.set(`kennzahl.${figure.key}`, figure.value)
    }
  }
  for (const plan of result?.plans ?? []) {
    if (!plan?.key) continue
    for (const [field, { read }] of Object.entries(planFields)) {
      const text = read(plan)
      if (text !== undefined) facts.set(`plan.${plan.key}.${field}`, text)
    }
  }
  for (const [field, { read }] of Object.entries(conciergeFields)) {
    const text = result?.concierge ? read(result.concierge) : undefined
    if (text !== undefined) facts.set(`concierge.${field}`, text)
  }
  return facts
}

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g

/** The names of the placeholders in a text (`{{plan.start.preis}}` → `plan.start.preis`). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? '')
}

/** A value a template's component fills in: `{count}`. */
const slotPattern = /\{(\w+)\}/g

/**
 * A text's problems with placeholders: facts that do not exist, template values the field does
 * not take (`slots`: those its component fills in, none for plain copy), and braces that form
 * neither (`{{preis`, `{ count }`, a lone `}`).
 */
export function placeholderProblems(
  text: string,
  facts: Facts,
  slots: readonly string[] = [],
): string[] {
  const problems = placeholdersIn(text)
    .filter((name) => !facts.has(name))
    .map((name) => `Unbekannter Platzhalter „{{${name}}}“`)
  const withoutFacts = text.replace(placeholderPattern, '')
  for (const [, name = ''] of withoutFacts.matchAll(slotPattern)) {
    if (slots.includes(name)) continue
    problems.push(
      slots.length > 0
        ? `Unbekannter Platzhalter „{${name}}“: hier gibt es ${slots.map((slot) => `„{${slot}}“`).join(', ')}`
        : `„{${name}}“ füllt hier niemand aus: Fakten stehen in doppelten Klammern, „{{…}}“`,
    )
  }
  const rest = withoutFacts.replace(slotPattern, '')
  if (rest.includes('{{') || rest.includes('}}')) {
    problems.push('Unvollständiger Platzhalter: „{{…}}“ muss geschlossen sein')
  } else if (rest.includes('{') || rest.includes('}')) {
    problems.push(
      'Einzelne geschweifte Klammer: Platzhalter stehen in „{{…}}“ (oder „{…}“ in Vorlagen)',
    )
  }
  return problems
}

const dropped = Symbol('dropped')

function resolveText(text: string, facts: Facts): string | typeof dropped {
  if (!text.includes('{{')) return text
  let unknown = false
  const resolved = text.replace(placeholderPattern, (placeholder, name: string) => {
    const fact = facts.get(name)
    if (fact === undefined) unknown = true
    return fact ?? placeholder
  })
  // A sentence with a hole reads wrong: it goes, like any other broken field.
  return unknown || resolved.includes('{{') ? dropped : resolved
}

function resolveValue(value: unknown, facts: Facts): unknown {
  if (typeof value === 'string') return resolveText(value, facts)
  if (Array.isArray(value)) {
    return value.map((item) => resolveValue(item, facts)).filter((item) => item !== dropped)
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, resolveValue(item, facts)])
    return Object.fromEntries(entries.filter(([, item]) => item !== dropped))
  }
  return value
}

/** Whether a query result holds any placeholder (a cheap test before resolving). */
export const hasPlaceholders = (value: unknown) =>
  value !== undefined && JSON.stringify(value).includes('{{')

/**
 * The result with every placeholder replaced by its fact. A text naming an unknown fact is left
 * out (an object field or array item disappears), so a page never shows `{{…}}`.
 */
export function resolveFacts<T>(value: T, facts: Facts): T {
  const resolved = resolveValue(value, facts)
  return (resolved === dropped ? undefined : resolved) as T
}

/** How many characters a placeholder counts for in length limits: a typical figure (`7`, `68 %`). */
const placeholderWidth = 4

/** A text's length as readers see it, each placeholder counted as a short figure. */
export const readLength = (text: string) =>
  text.replace(placeholderPattern, ' '.repeat(placeholderWidth)).length
