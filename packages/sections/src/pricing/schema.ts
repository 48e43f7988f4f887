import { defineField, defineType } from 'sanity'
import { lengthLimits, limitedString, requiredString, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'
import { template } from '../schema/template'

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
