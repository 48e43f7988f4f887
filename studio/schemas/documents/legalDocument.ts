import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineField, defineType } from 'sanity'
import { requiredString } from '@repo/sections/schema/fields'
import { withUsedIn } from '../lib/usedIn'

export const legalSlugs = ['impressum', 'datenschutz', 'agb', 'security', 'cookies'] as const

export const legalDocument = defineType({
  name: 'legalDocument',
  title: 'Rechtstext',
  type: 'document',
  icon: DocumentTextIcon,
  renderMembers: withUsedIn,
  fields: [
    requiredString('title', 'Titel'),
    defineField({
      name: 'slug',
      title: 'Adresse',
      description: `Eine von: ${legalSlugs.map((slug) => `/${slug}`).join(', ')}`,
      type: 'slug',
      options: { source: 'title' },
      validation: (rule) => [
        rule.required().error('Bitte eine Adresse wählen.'),
        rule.custom((value?: { current?: string }) =>
          !value?.current || (legalSlugs as readonly string[]).includes(value.current)
            ? true
            : `Erlaubt sind nur: ${legalSlugs.join(', ')}`,
        ),
      ],
    }),
    defineField({
      name: 'updatedAt',
      title: 'Stand',
      type: 'date',
      options: { dateFormat: 'DD.MM.YYYY' },
      validation: (rule) => rule.required().error('Bitte das Datum des Stands angeben.'),
    }),
    defineField({
      name: 'notice',
      title: 'Hinweis',
      description:
        'Hervorgehobener Hinweis über dem Text, z. B. dass Unternehmensangaben Musterdaten sind.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'tableOfContents',
      title: 'Inhaltsverzeichnis anzeigen',
      description: 'Verlinkt alle Zwischenüberschriften (H2) – sinnvoll bei langen Texten.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      validation: (rule) => rule.required().error('Bitte den Text schreiben.'),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : undefined }),
  },
})
