import { ActivityIcon } from '@sanity/icons/Activity'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { iconField } from '../schema/iconField'
import { comparisonLevels } from '../comparison/schema'

/** What each method card rates, in card order. */
export const talentCriteria = [
  ['transparency', 'Transparenz'],
  ['timeEffort', 'Zeitaufwand'],
  ['successRate', 'Erfolgsquote'],
  ['ghosting', 'Ghosting'],
  ['fitQuality', 'Passgenauigkeit'],
  ['timeToJob', 'Zeit bis zum Job'],
] as const

const rating = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { columns: 2 },
    validation: (rule) => rule.required().error(`Bitte „${title}“ bewerten.`),
    fields: [
      defineField({
        name: 'level',
        title: 'Bewertung aus Talentsicht',
        type: 'string',
        options: { list: [...comparisonLevels], layout: 'radio', direction: 'horizontal' },
        validation: (rule) => rule.required().error('Bitte eine Bewertung wählen.'),
      }),
      requiredString('text', 'Text'),
    ],
  })

export const talentMethodsSection = defineType({
  name: 'talentMethodsSection',
  title: 'Wege zum Job (Talente)',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'criteria',
      title: 'Namen der Kriterien',
      type: 'object',
      options: { columns: 2 },
      validation: (rule) => rule.required().error('Bitte die Namen der Kriterien ausfüllen.'),
      fields: talentCriteria.map(([name, title]) => requiredString(name, title)),
    }),
    defineField({
      name: 'legend',
      title: 'Namen der Bewertungen',
      description: 'Für Screenreader vor jedem Text, z. B. „Schwach“, „Mittel“, „Stark“.',
      type: 'object',
      validation: (rule) => rule.required().error('Bitte die Namen der Bewertungen ausfüllen.'),
      fields: [
        requiredString('low', 'Niedrig'),
        requiredString('medium', 'Mittel'),
        requiredString('high', 'Hoch'),
      ],
    }),
    defineField({
      name: 'methods',
      title: 'Wege',
      type: 'array',
      validation: (rule) => [
        rule.required().min(3).error('Mindestens drei Wege.'),
        rule.max(4).error('Höchstens vier Wege.'),
      ],
      of: [
        defineArrayMember({
          name: 'talentMethod',
          title: 'Weg',
          icon: ActivityIcon,
          type: 'object',
          fields: [
            requiredString('name', 'Name'),
            iconField(),
            requiredText('text', 'Kurzbeschreibung'),
            defineField({
              name: 'isProduct',
              title: 'Unser Produkt',
              description: 'Hebt die Karte hervor.',
              type: 'boolean',
              initialValue: false,
            }),
            ...talentCriteria.map(([name, title]) => rating(name, title)),
          ],
          preview: { select: { title: 'name', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
