import { StarIcon } from '@sanity/icons/Star'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { countWord, requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { uiIconOptions } from '../schema/icons'

interface BenefitsSectionOptions {
  name: string
  title: string
  /** How many benefits the page shows (the spec fixes it per page). */
  count: number
}

/** Benefit tiles, each with title, text and icon; one type per page, as their counts differ. */
const benefitsSection = ({ name, title, count }: BenefitsSectionOptions) =>
  defineType({
    name,
    title,
    type: 'object',
    fields: [
      ...sectionHeaderFields,
      defineField({
        name: 'benefits',
        title: 'Vorteile',
        type: 'array',
        validation: (rule) =>
          rule
            .required()
            .length(count)
            .error(`Genau ${countWord(count)} Vorteile.`),
        of: [
          defineArrayMember({
            name: 'benefit',
            title: 'Vorteil',
            icon: StarIcon,
            type: 'object',
            fields: [
              requiredString('title', 'Titel'),
              requiredText('text', 'Text'),
              defineField({
                name: 'icon',
                title: 'Symbol',
                type: 'string',
                options: { list: uiIconOptions },
                validation: (rule) => rule.required().error('Bitte ein Symbol wählen.'),
              }),
            ],
            preview: { select: { title: 'title', subtitle: 'text' } },
          }),
        ],
      }),
    ],
  })

/** Company landing page: Speed, Kein Risiko, Effizienz. */
export const whyUsSection = benefitsSection({ name: 'whyUsSection', title: 'Warum wir', count: 3 })

/** Talent landing page: the four benefits for talents. */
export const talentBenefitsSection = benefitsSection({
  name: 'talentBenefitsSection',
  title: 'Vorteile für Talente',
  count: 4,
})
