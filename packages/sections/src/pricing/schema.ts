import { defineField, defineType } from 'sanity'
import { lengthLimits, limitedString, requiredString, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'

/** A text template that must contain the given `{placeholder}`s, filled in by the component. */
const template = (name: string, title: string, placeholders: string[], example: string) =>
  defineField({
    name,
    title,
    description: `Vorlage, z. B. „${example}“.`,
    type: 'string',
    validation: (rule) => [
      rule.required().error(`Bitte „${title}“ ausfüllen.`),
      rule.custom((value?: string) => {
        const missing = placeholders.filter((p) => !value?.includes(`{${p}}`))
        return !value || missing.length === 0
          ? true
          : `Platzhalter fehlt: ${missing.map((p) => `{${p}}`).join(', ')}`
      }),
    ],
  })

/** Labels and templates; the plans are all `pricingPlan` documents in their order. */
export const pricingSection = defineType({
  name: 'pricingSection',
  title: 'Preise',
  type: 'object',
  description: 'Die Pläne selbst pflegst du unter „Preispläne“, dort auch ihre Reihenfolge.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(requiredString('billingLegend', 'Beschriftung des Umschalters (Screenreader)')),
    requiredString('monthlyLabel', 'Option: monatlich'),
    requiredString('yearlyLabel', 'Option: jährlich'),
    limitedString('yearlyBadge', 'Hinweis an „jährlich“', lengthLimits.badge, { optional: true }),
    requiredString('perPeriodLabel', 'Abrechnungszeitraum', 'z. B. „/ 4 Wochen“'),
    requiredString('vatNote', 'Hinweis zur MwSt.'),
    aid(template('trialTemplate', 'Testzeitraum', ['days'], '{days} Tage kostenlos testen')),
    aid(template('savingsTemplate', 'Ersparnis', ['amount'], 'Du sparst {amount} im Jahr')),
    aid(template('likesTemplate', 'Likes pro Tag', ['count'], '{count} Likes pro Tag')),
    aid(template('jobsTemplate', 'Aktive Jobs', ['count'], '{count} aktive Jobs')),
    requiredString('unlimitedLikesLabel', 'Unbegrenzte Likes'),
    requiredString('unlimitedJobsLabel', 'Unbegrenzte Jobs'),
    aid(
      template(
        'counterTemplate',
        'Platz-Zähler',
        ['claimed', 'limit'],
        '{claimed}/{limit} Plätze vergeben',
      ),
    ),
    requiredString('listPriceLabel', 'Wort vor dem Listenpreis', 'z. B. „statt“'),
    defineField({ name: 'footnote', title: 'Fußnote', type: 'text', rows: 2 }),
  ],
})
