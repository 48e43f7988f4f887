import { HomeIcon } from '@sanity/icons/Home'
import { defineField, defineType } from 'sanity'
import { companyLandingSections } from '../sections'

export const companyLandingPage = defineType({
  name: 'companyLandingPage',
  title: 'Startseite Unternehmen',
  type: 'document',
  icon: HomeIcon,
  groups: [
    ...companyLandingSections.map((section, index) => ({
      name: section.name,
      title: section.title,
      default: index === 0,
    })),
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    ...companyLandingSections.map((section) =>
      defineField({
        name: section.name,
        title: section.title,
        type: section.type.name,
        group: section.name,
        validation: (rule) => rule.required().error(`Der Abschnitt „${section.title}“ fehlt.`),
      }),
    ),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Startseite Unternehmen', subtitle }),
  },
})
