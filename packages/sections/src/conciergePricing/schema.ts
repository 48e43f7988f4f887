import { defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields, stringList } from '../schema/fields'

const euro = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => [
      rule.required().error(`Bitte „${title}“ angeben.`),
      rule
        .min(0)
        .max(100_000)
        .precision(2)
        .error('Ein Betrag von 0 bis 100.000 € mit höchstens zwei Nachkommastellen.'),
    ],
  })

/** The concierge service's price card: one-time setup plus a monthly fee. */
export const conciergePricingSection = defineType({
  name: 'conciergePricingSection',
  title: 'Preis Concierge',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    requiredString('planName', 'Name des Pakets'),
    euro('monthlyPrice', 'Monatspreis (€)'),
    requiredString('monthlyLabel', 'Zusatz zum Monatspreis', 'z. B. „pro Monat“'),
    euro('setupPrice', 'Setup-Gebühr (€)'),
    requiredString('setupLabel', 'Zusatz zur Setup-Gebühr', 'z. B. „einmalige Setup-Gebühr“'),
    requiredString(
      'savings',
      'Ersparnis',
      'Kurzer Vergleich, z. B. mit einer Headhunter-Provision.',
    ),
    stringList('features', 'Enthaltene Leistungen', { max: 10 }),
    stringList('terms', 'Konditionen', { max: 5 }),
    defineField({
      name: 'guarantee',
      title: 'Garantie',
      type: 'object',
      validation: (rule) => rule.required().error('Bitte die Garantie ausfüllen.'),
      fields: [requiredString('title', 'Titel'), requiredText('text', 'Text')],
    }),
    requiredString('vatNote', 'Hinweis zur MwSt.'),
    defineField({
      name: 'primaryCta',
      title: 'Primärer Button',
      type: 'cta',
      validation: (rule) => rule.required().error('Bitte den primären Button ausfüllen.'),
    }),
    defineField({ name: 'secondaryCta', title: 'Sekundärer Button', type: 'cta' }),
  ],
})
