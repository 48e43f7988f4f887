import type { ComponentType } from 'react'
import { defineField, defineType } from 'sanity'

/** A section of a page singleton: field name, German title and its object type. */
export interface PageSection {
  name: string
  title: string
  type: { name: string }
}

/**
 * A page singleton with one object field per section (each in its own tab, in page order) and
 * an SEO tab, the shape of `companyLandingPage`.
 */
export function sectionPage({
  name,
  title,
  icon,
  sections,
}: {
  name: string
  title: string
  icon: ComponentType
  sections: readonly PageSection[]
}) {
  return defineType({
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
}
