import { SearchIcon } from '@sanity/icons/Search'
import { defineField, defineType } from 'sanity'
import { imageWithAlt } from './imageWithAlt'
import { maxReadLength } from '@repo/sections/schema/length'

export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Seitentitel',
      description:
        'Ohne Markenname; die Vorlage aus den Einstellungen ergänzt ihn. Max. 60 Zeichen.',
      type: 'string',
      validation: (rule) =>
        rule.custom(maxReadLength(60, 'Der Seitentitel darf höchstens 60 Zeichen lang sein.')),
    }),
    defineField({
      name: 'description',
      title: 'Meta-Beschreibung',
      description: 'Max. 160 Zeichen, erscheint in Suchergebnissen.',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.custom(maxReadLength(160, 'Die Beschreibung darf höchstens 160 Zeichen lang sein.')),
    }),
    imageWithAlt({ name: 'ogImage', title: 'Vorschaubild (Social Media)', required: false }),
    defineField({
      name: 'noIndex',
      title: 'Von Suchmaschinen ausschließen',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
