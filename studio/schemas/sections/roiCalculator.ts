import { defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../lib/fields'

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

const number = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: 'number',
    validation: (rule) => rule.required().min(0).error(`Bitte „${title}“ angeben (nicht negativ).`),
  })

const slider = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { columns: 2 },
    validation: (rule) => [
      rule.required(),
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
  fields: [
    ...sectionHeaderFields,
    slider('salary', 'Regler Jahresgehalt (EUR)'),
    slider('hires', 'Regler Einstellungen pro Jahr'),
    defineField({
      name: 'assumptions',
      title: 'Annahmen der Rechnung',
      description:
        'Kosten pro Jahr: Headhunter = Gehalt × Provision × Einstellungen; Jobbörsen und Social Ads = Betrag × Einstellungen; SalesSwipe = Preis × Zahlungen. Gesparte Tage = Tage × Einstellungen; Mehrumsatz = gesparte Tage / 30 × Monatsgehalt × Anteil.',
      type: 'object',
      options: { columns: 2 },
      validation: (rule) => rule.required(),
      fields: [
        number('headhunterFeePercent', 'Headhunter-Provision (% des Jahresgehalts)'),
        number('jobBoardsCostPerHire', 'Jobbörsen: Kosten pro Einstellung (EUR)'),
        number('socialAdsCostPerHire', 'Social Ads: Kosten pro Einstellung (EUR)'),
        number('productPrice', 'SalesSwipe: Preis pro Zahlung (EUR)'),
        number('productPaymentsPerYear', 'SalesSwipe: Zahlungen pro Jahr'),
        number('daysSavedPerHire', 'Gesparte Tage pro Einstellung'),
        number('revenueSharePercent', 'Mehrumsatz (% des Monatsgehalts je gespartem Monat)'),
      ],
    }),
    defineField({
      name: 'labels',
      title: 'Beschriftungen der Ergebnisse',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('costsHeading', 'Überschrift Kosten'),
        requiredString('jobBoards', 'Jobbörsen'),
        requiredString('socialAds', 'Social Ads'),
        requiredString('headhunter', 'Headhunter'),
        requiredString('product', 'SalesSwipe'),
        requiredString('gainsHeading', 'Überschrift Vorsprung'),
        requiredString('daysSaved', 'Gesparte Tage'),
        requiredString(
          'daysTemplate',
          'Anzeige der Tage',
          'Mit Platzhalter {days}, z. B. „{days} Tage“',
        ),
        requiredString('extraRevenue', 'Zusätzlicher Umsatz'),
      ],
    }),
    requiredText(
      'assumptionsTemplate',
      'Erläuterung der Annahmen',
      'Platzhalter: {headhunterFee}, {jobBoardsCost}, {socialAdsCost}, {productPrice}, {productPayments}, {daysSaved}, {revenueShare}',
    ),
  ],
})
