import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'
import { aid, aidsFieldset } from '../schema/aids'
import { requiredString } from '../schema/fields'
import { httpsUrlField } from '../schema/image'
import { template } from '../schema/template'

/** A rating on a review platform, shown as a link to the platform's page, never without it. */
export const ratingBadgeSection = defineType({
  name: 'ratingBadgeSection',
  title: 'Bewertung (Plattform)',
  description: 'Nur echte Bewertungen, mit Link auf die Quelle.',
  type: 'object',
  icon: StarIcon,
  fieldsets: [aidsFieldset],
  fields: [
    requiredString('platform', 'Plattform', 'Z. B. „Trustpilot“ oder „OMR Reviews“.'),
    defineField({
      name: 'score',
      title: 'Bewertung',
      description: 'Wie auf der Plattform angezeigt, z. B. 4,8.',
      type: 'number',
      validation: (rule) => [
        rule.required().min(0).error('Bitte die Bewertung angeben (0 oder mehr).'),
        rule.custom((score: number | undefined, context) => {
          const scale = (context.parent as { scale?: number } | undefined)?.scale
          return score === undefined || scale === undefined || score <= scale
            ? true
            : 'Die Bewertung ist höher als die Skala.'
        }),
      ],
    }),
    defineField({
      name: 'scale',
      title: 'Skala (Höchstwert)',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.required().min(1).error('Bitte den Höchstwert angeben, z. B. 5.'),
    }),
    defineField({
      name: 'reviewCount',
      title: 'Anzahl Bewertungen',
      type: 'number',
      validation: (rule) => rule.integer().min(1).error('Eine ganze Zahl ab 1.'),
    }),
    httpsUrlField('source', 'Quelle (Link zur Plattform)', { required: true }),
    aid(template('scoreTemplate', 'Bewertung als Text', ['score', 'scale'], '{score} von {scale}')),
    aid(template('countTemplate', 'Anzahl als Text', ['count'], '{count} Bewertungen')),
  ],
  preview: {
    select: { title: 'platform', score: 'score', scale: 'scale' },
    prepare: ({ title, score, scale }: { title?: string; score?: number; scale?: number }) => ({
      title: title ?? 'Bewertung',
      subtitle: `${score ?? '–'} / ${scale ?? '–'}`,
      media: StarIcon,
    }),
  },
})
