import { CaseIcon } from '@sanity/icons/Case'
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  eyebrowField,
  lengthLimits,
  limitedString,
  requiredString,
  requiredText,
  statFields,
} from '../schema/fields'
import { imageField } from '../schema/image'

/** One customer's story in brief: who, what they say, what changed in figures, and more. */
export const caseStudySection = defineType({
  name: 'caseStudySection',
  title: 'Fallstudie',
  description: 'Nur mit echtem Kunden und dessen Freigabe für Zitat, Zahlen und Logo.',
  type: 'object',
  icon: CaseIcon,
  fields: [
    eyebrowField,
    limitedString('heading', 'Überschrift', lengthLimits.heading, { optional: true }),
    requiredString('customer', 'Kunde', 'Der Firmenname, wie er genannt werden darf.'),
    imageField({
      name: 'logo',
      title: 'Logo des Kunden',
      description: 'SVG oder PNG; der Firmenname ist sein Alternativtext.',
      alt: false,
    }),
    requiredText('quote', 'Zitat'),
    requiredString('person', 'Name der zitierten Person'),
    limitedString('role', 'Position der zitierten Person', 60, { optional: true }),
    defineField({
      name: 'figures',
      title: 'Ergebnisse in Zahlen',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(3).error('Zwei oder drei Kennzahlen.'),
      of: [
        defineArrayMember({
          name: 'caseStudyFigure',
          title: 'Kennzahl',
          icon: ChartUpwardIcon,
          type: 'object',
          fields: statFields,
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
    defineField({
      name: 'cta',
      title: 'Link',
      description: 'Optional, z. B. „Ganze Fallstudie lesen“ (Aktion „Link“).',
      type: 'cta',
    }),
  ],
  preview: {
    select: { title: 'customer', subtitle: 'person', media: 'logo' },
  },
})
