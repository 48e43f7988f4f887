import { ImagesIcon } from '@sanity/icons/Images'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { lengthLimits, limitedString, requiredString } from '../schema/fields'
import { httpsUrlField, imageField } from '../schema/image'

/** Logos of real customers or partners, each with the company's name (its alternative text). */
export const logoCloudSection = defineType({
  name: 'logoCloudSection',
  title: 'Logo-Leiste',
  description: 'Nur echte Kunden oder Partner, deren Zustimmung vorliegt.',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    limitedString('heading', 'Überschrift', lengthLimits.heading, {
      description: 'Optional, z. B. „Diese Teams stellen mit uns ein“.',
      optional: true,
    }),
    defineField({
      name: 'logos',
      title: 'Logos',
      type: 'array',
      validation: (rule) => [
        rule.required().min(2).error('Mindestens zwei Logos.'),
        rule.max(12).error('Höchstens zwölf Logos.'),
      ],
      of: [
        defineArrayMember({
          name: 'customerLogo',
          title: 'Logo',
          icon: ImagesIcon,
          type: 'object',
          fields: [
            requiredString(
              'name',
              'Firmenname',
              'Screenreader lesen ihn statt des Logos vor (Alternativtext).',
            ),
            imageField({
              name: 'logo',
              title: 'Logo',
              description: 'SVG oder PNG mit transparentem Hintergrund, möglichst quer.',
              required: true,
              alt: false,
            }),
            httpsUrlField('url', 'Link zur Website (optional)'),
          ],
          preview: {
            select: { title: 'name', url: 'url', media: 'logo' },
            prepare: ({ title, url, media }: Record<string, string | undefined>) => ({
              title,
              subtitle: url || 'ohne Link',
              media,
            }),
          },
        }),
      ],
    }),
  ],
})
