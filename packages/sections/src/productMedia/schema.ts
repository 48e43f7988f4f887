import { PlayIcon } from '@sanity/icons/Play'
import { defineField, defineType } from 'sanity'
import { eyebrowField, lengthLimits, limitedString } from '../schema/fields'
import { imageField } from '../schema/image'

/**
 * What the product really looks like: a screenshot, or a short muted looping clip with the
 * screenshot as its poster. Heroes and how-it-works steps carry it as an optional field that
 * replaces their drawn visual; the section shows it on its own.
 */
export const productMediaField = (name = 'media', title = 'Screenshot oder Video') =>
  defineField({
    name,
    title,
    description:
      'Optional: ein echter Screenshot oder ein kurzes Video aus dem Produkt. Ersetzt die gezeichnete Ansicht.',
    type: 'object',
    options: { collapsible: true, collapsed: true },
    fields: [
      imageField({
        name: 'image',
        title: 'Screenshot',
        description:
          'Bei einem Video sein Standbild: Es erscheint, bis das Video läuft, und bei „Bewegung reduzieren“ an seiner Stelle.',
        required: true,
      }),
      defineField({
        name: 'video',
        title: 'Video (optional)',
        description:
          'Kurzer Clip ohne Ton (MP4 oder WebM, wenige Sekunden, unter 2 MB); läuft stumm in Schleife.',
        type: 'file',
        options: { accept: 'video/mp4,video/webm' },
      }),
      limitedString('caption', 'Bildunterschrift', lengthLimits.heading, { optional: true }),
    ],
  })

export const productMediaSection = defineType({
  name: 'productMediaSection',
  title: 'Produkt: Screenshot oder Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    eyebrowField,
    limitedString('heading', 'Überschrift', lengthLimits.heading, { optional: true }),
    defineField({ name: 'text', title: 'Einleitung', type: 'text', rows: 3 }),
    {
      ...productMediaField('media', 'Screenshot oder Video'),
      description: 'Ein echter Screenshot oder ein kurzes Video aus dem Produkt.',
      validation: (rule) => rule.required().error('Bitte einen Screenshot hochladen.'),
    },
  ],
})
