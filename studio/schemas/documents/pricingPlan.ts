import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { factsInUse, planEdited } from '../lib/factsInUse'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType, type CustomValidator, type ValidationContext } from 'sanity'
import {
  lengthLimits,
  limitedString,
  requiredString,
  requiredText,
  stringList,
} from '@repo/sections/schema/fields'
import { apiVersion } from '../../env'

interface PlanDraft {
  unlimitedLikes?: boolean
  unlimitedJobs?: boolean
  savingsRule?: string
  monthlyPrice?: number
}

/** Two plans with one key would make `{{plan.<key>.…}}` ambiguous. */
const uniqueKey: CustomValidator<string | undefined> = async (key, context) => {
  if (!key || !context.document) return true
  const id = context.document._id.replace(/^drafts\./, '')
  const taken = await context
    .getClient({ apiVersion })
    .fetch<boolean>(
      'count(*[_type == "pricingPlan" && key == $key && !(_id in [$id, "drafts." + $id])]) > 0',
      { key, id },
    )
  return taken ? `Das Kürzel „${key}“ hat schon ein anderer Preisplan.` : true
}

const plan = (context: ValidationContext) => (context.document ?? {}) as PlanDraft

/** A price in EUR per 4 weeks, with cents. */
const price = (
  name: string,
  title: string,
  {
    required = false,
    custom,
  }: { required?: boolean; custom?: CustomValidator<number | undefined> } = {},
) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => [
      ...(required ? [rule.required().error(`Bitte „${title}“ angeben.`)] : []),
      rule
        .min(0)
        .max(100_000)
        .precision(2)
        .error('Ein Betrag von 0 bis 100.000 € mit höchstens zwei Nachkommastellen.'),
      ...(custom ? [rule.custom(custom)] : []),
    ],
  })

export const pricingPlan = defineType({
  name: 'pricingPlan',
  title: 'Preisplan',
  type: 'document',
  icon: CreditCardIcon,
  orderings: [manualOrdering],
  // Copy names the plan's prices by its key ({{plan.start.preis}}): neither may vanish under it.
  validation: (rule) => rule.custom(factsInUse(planEdited)),
  fields: [
    requiredString('name', 'Name'),
    defineField({
      name: 'key',
      title: 'Kürzel für Platzhalter',
      description:
        'Mit diesem Kürzel nennen Texte die Fakten des Plans, z. B. {{plan.start.preis}}, ' +
        '{{plan.start.testtage}}. Texte mit einem alten Kürzel zeigen nach einer Änderung Fehler.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Bitte ein Kürzel angeben.'),
        rule.regex(/^[a-z][a-z0-9-]*$/).error('Nur Kleinbuchstaben, Ziffern und Bindestriche.'),
        rule.custom(uniqueKey),
      ],
    }),
    limitedString('badge', 'Badge', lengthLimits.badge, {
      description: 'z. B. „Launch-Special“',
      optional: true,
    }),
    requiredText('description', 'Beschreibung'),
    defineField({
      name: 'trialDays',
      title: 'Testzeitraum (Tage)',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Bitte den Testzeitraum angeben (0 für keinen).'),
        rule.integer().min(0).max(90).error('Eine ganze Zahl von 0 bis 90 Tagen.'),
      ],
    }),
    price('monthlyPrice', 'Preis monatlich (€ / 4 Wochen)', { required: true }),
    price('monthlyListPrice', 'Listenpreis monatlich (durchgestrichen)'),
    price('yearlyPrice', 'Preis bei Jahreszahlung (€ / 4 Wochen)', {
      required: true,
      custom: (value, context) => {
        const monthly = plan(context).monthlyPrice
        return value === undefined || monthly === undefined || value <= monthly
          ? true
          : 'Der Jahrespreis darf nicht über dem Monatspreis liegen.'
      },
    }),
    price('yearlyListPrice', 'Listenpreis bei Jahreszahlung (durchgestrichen)', {
      custom: (value, context) =>
        plan(context).savingsRule === 'listPriceDifference' && value === undefined
          ? 'Für die Ersparnis nach Listenpreis wird der Listenpreis benötigt.'
          : true,
    }),
    defineField({
      name: 'unlimitedLikes',
      title: 'Unbegrenzte Likes',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required().error('Bitte angeben, ob die Likes unbegrenzt sind.'),
    }),
    defineField({
      name: 'dailyLikes',
      title: 'Likes pro Tag',
      type: 'number',
      hidden: ({ document }) => Boolean(document?.unlimitedLikes),
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(10_000)
          .custom((value, context) =>
            !plan(context).unlimitedLikes && value === undefined
              ? 'Bitte die Likes pro Tag angeben oder „unbegrenzt“ wählen.'
              : true,
          ),
    }),
    defineField({
      name: 'unlimitedJobs',
      title: 'Unbegrenzte aktive Jobs',
      type: 'boolean',
      initialValue: false,
      validation: (rule) =>
        rule.required().error('Bitte angeben, ob die aktiven Jobs unbegrenzt sind.'),
    }),
    defineField({
      name: 'activeJobs',
      title: 'Aktive Jobs',
      type: 'number',
      hidden: ({ document }) => Boolean(document?.unlimitedJobs),
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(1_000)
          .custom((value, context) =>
            !plan(context).unlimitedJobs && value === undefined
              ? 'Bitte die Zahl der aktiven Jobs angeben oder „unbegrenzt“ wählen.'
              : true,
          ),
    }),
    stringList('features', 'Leistungen', { max: 12 }),
    defineField({
      name: 'highlighted',
      title: 'Hervorheben',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required().error('Bitte angeben, ob der Plan hervorgehoben wird.'),
    }),
    defineField({
      name: 'savingsRule',
      title: 'Berechnung der Ersparnis',
      type: 'string',
      options: {
        list: [
          { title: 'Jahresrabatt: Monatspreis × 12 × Rabatt', value: 'yearlyDiscount' },
          {
            title: 'Listenpreis: (Listenpreis jährlich − Jahrespreis) × 13',
            value: 'listPriceDifference',
          },
        ],
        layout: 'radio',
      },
      validation: (rule) =>
        rule.required().error('Bitte wählen, wie die Ersparnis berechnet wird.'),
    }),
    defineField({
      name: 'yearlyDiscountPercent',
      title: 'Rabatt bei Jahreszahlung (%)',
      description:
        'Ergibt die Ersparnis auf der Preiskarte; Texte nennen ihn mit {{plan.<Kürzel>.jahresrabatt}}.',
      type: 'number',
      hidden: ({ document }) => document?.savingsRule !== 'yearlyDiscount',
      validation: (rule) => [
        rule.greaterThan(0).lessThan(100).error('Ein Rabatt über 0 und unter 100 %.'),
        rule.custom((value, context) =>
          plan(context).savingsRule === 'yearlyDiscount' && value === undefined
            ? 'Für die Ersparnis nach Jahresrabatt wird der Rabatt benötigt.'
            : true,
        ),
      ],
    }),
    defineField({
      name: 'seatCounter',
      title: 'Platz-Zähler',
      description: 'Optional, z. B. 433 von 500 Plätzen vergeben.',
      type: 'object',
      fields: [
        defineField({
          name: 'claimed',
          title: 'Vergeben',
          type: 'number',
          validation: (rule) => rule.required().integer().min(0).error('Eine ganze Zahl ab 0.'),
        }),
        defineField({
          name: 'limit',
          title: 'Gesamt',
          type: 'number',
          validation: (rule) => rule.required().integer().min(1).error('Eine ganze Zahl ab 1.'),
        }),
      ],
      validation: (rule) =>
        rule.custom((value?: { claimed?: number; limit?: number }) =>
          value?.claimed !== undefined && value.limit !== undefined && value.claimed > value.limit
            ? 'Es können nicht mehr Plätze vergeben sein als es gibt.'
            : true,
        ),
    }),
    defineField({
      name: 'yearlyBonus',
      title: 'Bonus bei Jahreszahlung',
      type: 'object',
      fields: [
        requiredString('title', 'Titel'),
        defineField({
          name: 'value',
          title: 'Wert (€)',
          type: 'number',
          validation: (rule) => [
            rule.required().error('Bitte den Wert des Bonus angeben.'),
            rule
              .min(0)
              .precision(2)
              .error('Ein Betrag ab 0 € mit höchstens zwei Nachkommastellen.'),
          ],
        }),
        stringList('items', 'Inhalte', { max: 8 }),
      ],
    }),
    defineField({
      name: 'cta',
      title: 'Button',
      type: 'cta',
      validation: (rule) => rule.required().error('Der Plan braucht einen Button.'),
    }),
    orderRank('pricingPlan'),
  ],
  preview: {
    select: { title: 'name', monthly: 'monthlyPrice', yearly: 'yearlyPrice', badge: 'badge' },
    prepare: ({ title, monthly, yearly, badge }) => ({
      title: badge ? `${title} (${badge})` : title,
      subtitle: `${monthly ?? '?'} € monatlich · ${yearly ?? '?'} € jährlich (je 4 Wochen)`,
    }),
  },
})
