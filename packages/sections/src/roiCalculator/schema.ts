import { defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'
import { template } from '../schema/template'

interface Slider {
  min?: number
  max?: number
  step?: number
  initial?: number
}

/** Why a slider's range cannot work, or undefined: min below max, steps fitting, start on a step. */
export function sliderProblem({ min, max, step, initial }: Slider): string | undefined {
  if (min === undefined || max === undefined || step === undefined || initial === undefined) {
    return undefined // the required fields report what is missing
  }
  if (min >= max) return 'Das Minimum muss kleiner als das Maximum sein.'
  if (step <= 0 || (max - min) % step !== 0) {
    return 'Die Schrittweite muss die Spanne von Minimum bis Maximum glatt teilen.'
  }
  if (initial < min || initial > max || (initial - min) % step !== 0) {
    return 'Der Startwert muss zwischen Minimum und Maximum auf einem Schritt liegen.'
  }
  return undefined
}

interface NumberBounds {
  /** Upper bound, e.g. 100 for a percentage. */
  max?: number
  /** Counts (payments, days) are whole numbers. */
  integer?: boolean
}

const number = (name: string, title: string, { max, integer = false }: NumberBounds = {}) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => {
      const bounded = rule.required().min(0)
      const ranged = max === undefined ? bounded : bounded.max(max)
      const kind = integer ? 'eine ganze Zahl' : 'eine Zahl'
      return (integer ? ranged.integer() : ranged).error(
        `Bitte „${title}“ angeben: ${kind} ab 0${max === undefined ? '' : ` bis ${max}`}.`,
      )
    },
  })

const slider = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { columns: 2 },
    validation: (rule) => [
      rule.required().error(`Bitte „${title}“ ausfüllen.`),
      rule.custom((value: Slider | undefined) => (value && sliderProblem(value)) ?? true),
    ],
    fields: [
      requiredString('label', 'Beschriftung'),
      number('min', 'Minimum'),
      number('max', 'Maximum'),
      number('step', 'Schrittweite'),
      number('initial', 'Startwert'),
    ],
  })

export const roiCalculatorSection = defineType({
  name: 'roiCalculatorSection',
  title: 'ROI-Rechner',
  type: 'object',
  description:
    'Der Preis pro Zahlung kommt aus dem gewählten Plan: Preise pflegst du unter „Preispläne“.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    slider('salary', 'Regler Jahresgehalt (EUR)'),
    slider('hires', 'Regler Einstellungen pro Jahr'),
    defineField({
      name: 'assumptions',
      title: 'Annahmen der Rechnung',
      description:
        'Kosten pro Jahr: Headhunter = Gehalt × Provision × Einstellungen; Jobbörsen und Social Ads = Betrag × Einstellungen; SalesSwipe = Monatspreis des Preisplans × Zahlungen. Gesparte Tage = Tage × Einstellungen; Mehrumsatz = gesparte Tage / 30 × Monatsgehalt × Anteil.',
      type: 'object',
      options: { columns: 2 },
      validation: (rule) => rule.required().error('Bitte die Annahmen der Rechnung angeben.'),
      fields: [
        number('headhunterFeePercent', 'Headhunter-Provision (% des Jahresgehalts)', {
          max: 100,
        }),
        number('jobBoardsCostPerHire', 'Jobbörsen: Kosten pro Einstellung (EUR)'),
        number('socialAdsCostPerHire', 'Social Ads: Kosten pro Einstellung (EUR)'),
        defineField({
          name: 'productPlan',
          title: 'SalesSwipe: Preisplan',
          description: 'Sein Monatspreis (Preispläne) ist der Preis pro Zahlung.',
          type: 'reference',
          to: [{ type: 'pricingPlan' }],
          validation: (rule) => rule.required().error('Bitte den Preisplan der Rechnung wählen.'),
        }),
        number('productPaymentsPerYear', 'SalesSwipe: Zahlungen pro Jahr', { integer: true }),
        number('daysSavedPerHire', 'Gesparte Tage pro Einstellung', { integer: true }),
        number('revenueSharePercent', 'Mehrumsatz (% des Monatsgehalts je gespartem Monat)', {
          max: 100,
        }),
      ],
    }),
    defineField({
      name: 'labels',
      title: 'Beschriftungen der Ergebnisse',
      type: 'object',
      fieldsets: [aidsFieldset],
      validation: (rule) =>
        rule.required().error('Bitte die Beschriftungen der Ergebnisse ausfüllen.'),
      fields: [
        requiredString('savingsHeading', 'Überschrift Ersparnis'),
        aid(
          template(
            'savingsTemplate',
            'Ersparnis gegenüber einem Weg',
            ['channel'],
            'Gegenüber {channel}',
          ),
        ),
        aid(
          template(
            'extraCostsTemplate',
            'Mehrkosten gegenüber einem Weg',
            ['channel'],
            'Mehrkosten gegenüber {channel}',
          ),
        ),
        aid(template('perYearTemplate', 'Betrag pro Jahr', ['amount'], '{amount} pro Jahr')),
        aid(
          template(
            'perHireTemplate',
            'Betrag pro Einstellung',
            ['amount'],
            '{amount} pro Einstellung',
          ),
        ),
        requiredString('costsHeading', 'Überschrift Kosten'),
        requiredString('jobBoards', 'Jobbörsen'),
        requiredString('socialAds', 'Social Ads'),
        requiredString('headhunter', 'Headhunter'),
        requiredString('product', 'SalesSwipe'),
        requiredString('gainsHeading', 'Überschrift Vorsprung'),
        requiredString('daysSaved', 'Gesparte Tage'),
        aid(template('daysTemplate', 'Anzeige der Tage', ['days'], '{days} Tage')),
        requiredString('extraRevenue', 'Zusätzlicher Umsatz'),
      ],
    }),
    aid({
      ...template('assumptionsTemplate', 'Erläuterung der Annahmen', [], '', {
        type: 'text',
        optional: [
          'headhunterFee',
          'jobBoardsCost',
          'socialAdsCost',
          'productPrice',
          'productPayments',
          'daysSaved',
          'revenueShare',
        ],
      }),
      description:
        'Platzhalter: {headhunterFee}, {jobBoardsCost}, {socialAdsCost}, {productPrice}, {productPayments}, {daysSaved}, {revenueShare}',
    }),
  ],
})
