import type { ComponentType } from 'react'
import { defineField, defineType } from 'sanity'

export interface PageSection {
  /** Field name, as the page's query reads it. */
  name: string
  /** Tab and field title in the Studio. */
  title: string
  /** Name of the section's object type. */
  type: string
}

interface SectionPageOptions {
  name: string
  title: string
  icon: ComponentType
  sections: readonly PageSection[]
}

/**
 * A singleton page document: one required field (and one tab) per section in page order, then
 * the page's SEO. Each tab holds one section, so editors find a section by its name.
 */
export const sectionPage = ({ name, title, icon, sections }: SectionPageOptions) =>
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
          type: section.type,
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
