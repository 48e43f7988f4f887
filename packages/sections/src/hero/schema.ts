import { ArrowRightIcon } from '@sanity/icons/ArrowRight'
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { aid, aidsFieldset } from '../schema/aids'
import { productMediaField } from '../productMedia/schema'
import {
  eyebrowField,
  headingField,
  lengthLimits,
  limitedString,
  requiredString,
  statFields,
} from '../schema/fields'

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  description:
    'Die Beispiele der Produktansicht pflegst du unter „Beispiel-Agenten“ und „Beispiel-Jobs“.',
  fields: [
    eyebrowField,
    headingField(),
    defineField({
      name: 'highlight',
      title: 'Hervorgehobener Teil',
      description:
        'Teil der Überschrift, der farbig hervorgehoben wird (wörtlich wie in der Überschrift).',
      type: 'string',
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const heading = (context.parent as { heading?: string } | undefined)?.heading ?? ''
          return !value || heading.includes(value)
            ? true
            : 'Der hervorgehobene Teil muss wörtlich in der Überschrift vorkommen.'
        }),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Bitte „Text“ ausfüllen.'),
    }),
    defineField({
      name: 'primaryCta',
      title: 'Primärer Button',
      type: 'cta',
      validation: (rule) => rule.required().error('Bitte den primären Button ausfüllen.'),
    }),
    defineField({ name: 'secondaryCta', title: 'Sekundärer Button', type: 'cta' }),
    defineField({
      name: 'stats',
      title: 'Kennzahlen',
      type: 'array',
      validation: (rule) => rule.max(4),
      of: [
        defineArrayMember({
          name: 'stat',
          title: 'Kennzahl',
          icon: ChartUpwardIcon,
          type: 'object',
          fields: statFields,
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
    defineField({ name: 'note', title: 'Hinweis unter den Buttons', type: 'string' }),
    defineField({
      name: 'nextSteps',
      title: 'Nächste Schritte',
      description: 'Optionale Schrittfolge neben dem Text (z. B. auf der Talent-Seite).',
      type: 'object',
      fields: [
        headingField(),
        defineField({
          name: 'steps',
          title: 'Schritte',
          type: 'array',
          validation: (rule) =>
            rule.required().min(2).max(4).error('Zwei bis vier Schritte, in ihrer Reihenfolge.'),
          of: [
            defineArrayMember({
              name: 'nextStep',
              title: 'Schritt',
              icon: ArrowRightIcon,
              type: 'object',
              fields: [requiredString('title', 'Titel'), requiredString('text', 'Text')],
              preview: { select: { title: 'title', subtitle: 'text' } },
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'productVisual',
      title: 'Produktansicht',
      description:
        'Optionale Vorschau der App neben dem Text: Swipe-Karte eines Beispiel-Agenten oder -Jobs, Match und erste Chatnachricht.',
      type: 'object',
      fieldsets: [aidsFieldset],
      fields: [
        defineField({
          name: 'sample',
          title: 'Beispiel auf der Karte',
          description:
            'Ein Beispiel-Agent (Unternehmensseite) oder ein Beispiel-Job (Talentseite).',
          type: 'reference',
          to: [{ type: 'agent' }, { type: 'sampleJob' }],
          validation: (rule) => rule.required().error('Bitte einen Agenten oder Job wählen.'),
        }),
        limitedString('matchLabel', 'Match-Hinweis', lengthLimits.badge),
        limitedString('chatMessage', 'Erste Chatnachricht', 160),
        aid(
          limitedString('description', 'Beschreibung der Ansicht (Screenreader)', 200, {
            description:
              'Was die Ansicht zeigt, in einem Satz – für Menschen, die sie nicht sehen.',
          }),
        ),
      ],
    }),
    productMediaField('media', 'Screenshot oder Video statt Produktansicht'),
  ],
})
