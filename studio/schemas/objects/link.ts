import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from 'sanity'
import { hrefValidator } from '../lib/href'

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Beschriftung',
      type: 'string',
      validation: (rule) => rule.required().error('Bitte eine Beschriftung angeben.'),
    }),
    defineField({
      name: 'href',
      title: 'Ziel',
      description: 'Interner Pfad (/…), https://… oder mailto:…',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Bitte ein Ziel angeben.'),
        rule.custom(hrefValidator()),
      ],
    }),
    defineField({
      name: 'talentHref',
      title: 'Ziel in der Talent-Ansicht',
      description:
        'Optional: ersetzt das Ziel, wenn Besucher die Talent-Ansicht (/talente…) nutzen.',
      type: 'string',
      validation: (rule) => rule.custom(hrefValidator()),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
