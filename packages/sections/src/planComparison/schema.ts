import { ThListIcon } from '@sanity/icons/ThList'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'

/** A two-package table (Basic vs Premium): one row per feature, one cell per package. */
export const planComparisonSection = defineType({
  name: 'planComparisonSection',
  title: 'Paketvergleich',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    requiredString('featureLabel', 'Spaltenkopf: Leistung'),
    requiredString('basicLabel', 'Spaltenkopf: Basic'),
    requiredString('premiumLabel', 'Spaltenkopf: Premium'),
    defineField({
      name: 'rows',
      title: 'Zeilen',
      type: 'array',
      validation: (rule) => [
        rule.required().min(2).error('Mindestens zwei Zeilen.'),
        rule.max(15).error('Höchstens 15 Zeilen.'),
      ],
      of: [
        defineArrayMember({
          name: 'planComparisonRow',
          title: 'Zeile',
          icon: ThListIcon,
          type: 'object',
          fields: [
            requiredString('feature', 'Leistung'),
            requiredString('basic', 'Basic', '„–“, wenn nicht enthalten'),
            requiredString('premium', 'Premium'),
          ],
          preview: { select: { title: 'feature', subtitle: 'premium' } },
        }),
      ],
    }),
  ],
})
