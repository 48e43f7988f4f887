import type { ComponentType } from 'react'
import { defineField, defineType, type ObjectDefinition } from 'sanity'

interface LandingPageOptions {
  name: string
  title: string
  icon: ComponentType
  /** The page's sections in page order: field name, tab title and section type. */
  sections: readonly { name: string; title: string; type: ObjectDefinition }[]
}

/**
 * A landing-page singleton: one required object field per section, each on its own tab, plus SEO.
 */
export const landingPageType = ({ name, title, icon, sections }: LandingPageOptions) =>
  defineType({
    name,
    title,
    type: 'document',
    icon,
    groups: [
      ...sections.map((section, index) => ({
        name: section.name,
        title: section.title,
        default: index === 0,
      })),
      { name: 'seo', title: 'SEO' },
    ],
    fields: [
      ...sections.map((section) =>
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
      prepare: ({ subtitle }) => ({ title, subtitle }),
    },
  })
