import type { ComponentType } from 'react'
import { defineField, defineType, type Rule } from 'sanity'

/** A section of a page singleton. */
export interface PageSection {
  /** Field name, also the section's key in the page query. */
  name: string
  /** Tab and field title in the Studio. */
  title: string
  /** The section's object type, or its name. */
  type: string | { name: string }
  /** A rule the section must meet on this page (e.g. an exact number of cards). */
  rule?: (rule: Rule) => Rule
}

interface PageOptions {
  name: string
  title: string
  icon: ComponentType
  sections: readonly PageSection[]
}

/**
 * A singleton page document: one required object field per section in page order, each in its own
 * tab (editors find a section by its name), plus the page's SEO.
 */
export function definePage({ name, title, icon, sections }: PageOptions) {
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
          type: typeof section.type === 'string' ? section.type : section.type.name,
          group: section.name,
          validation: (rule: Rule) => [
            rule.required().error(`Der Abschnitt „${section.title}“ fehlt.`),
            ...(section.rule ? [section.rule(rule)] : []),
          ],
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
