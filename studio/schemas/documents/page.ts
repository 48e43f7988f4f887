import { DocumentsIcon } from '@sanity/icons/Documents'
import { slugify, slugProblem } from '@repo/content/paths'
import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'
import { sectionGroups } from '@repo/sections/schemas'
import { requiredString } from '@repo/sections/schema/fields'
import { withUsedIn } from '../lib/usedIn'
import { apiVersion } from '../../env'

export const sectionTypeNames = sectionGroups.flatMap((group) => group.of.map(({ name }) => name))

interface PlacedSection {
  anchor?: string
  hidden?: boolean
}

/** Sections that would break the page: two with one anchor, or none left shown. */
function sectionsProblem(sections: PlacedSection[] | undefined): true | string {
  if (!sections?.length) return true
  const anchors = sections.flatMap((section) => (section.anchor ? [section.anchor] : []))
  const repeated = anchors.find((anchor, index) => anchors.indexOf(anchor) !== index)
  if (repeated) return `Die Sprungmarke „${repeated}“ gibt es zweimal auf dieser Seite.`
  if (sections.every((section) => section.hidden)) {
    return 'Alle Abschnitte sind ausgeblendet: die Seite wäre leer.'
  }
  return true
}

/** A redirect that starts at the path (a page there would make it unreachable). */
const redirectFromQuery = /* groq */ `*[_type == "redirect" && source == $path][0]{ _id }`

async function pathTaken(slug: string, context: ValidationContext): Promise<string | true> {
  const client = context.getClient({ apiVersion })
  const redirect = await client.fetch<{ _id: string } | null>(redirectFromQuery, {
    path: `/${slug}`,
  })
  return redirect
    ? `Von „/${slug}“ leitet eine Weiterleitung weiter: bitte sie zuerst unter „Weiterleitungen“ löschen.`
    : true
}

/** Paths the page had before (the publish action records them): each redirects here. */
const previousPathsField = defineField({
  name: 'previousPaths',
  title: 'Frühere Pfade',
  description:
    'Wird beim Veröffentlichen mit neuem Pfad automatisch ergänzt: Besucher und Suchmaschinen ' +
    'landen von dort dauerhaft (308) hier. Entfernen, um einen alten Pfad freizugeben.',
  type: 'array',
  group: 'settings',
  of: [defineArrayMember({ type: 'string' })],
  validation: (rule) =>
    rule.custom((paths: string[] | undefined) => {
      const wrong = (paths ?? []).find((path) => slugProblem(path) !== undefined)
      return wrong === undefined ? true : `„${wrong}“ ist kein Pfad einer Seite.`
    }),
})

/**
 * A page of the site at `/<slug>`: editors create, order and hide its sections; publishing puts
 * it online (with SEO, share image, sitemap entry), unpublishing takes it off.
 */
export const page = defineType({
  name: 'page',
  title: 'Seite',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'sections', title: 'Abschnitte', default: true },
    { name: 'settings', title: 'Seite' },
    { name: 'seo', title: 'SEO' },
  ],
  renderMembers: withUsedIn,
  fields: [
    defineField({
      ...requiredString(
        'title',
        'Titel',
        'Name der Seite im Studio; der Seitentitel steht unter SEO.',
      ),
      group: ['sections', 'settings'],
    }),
    defineField({
      name: 'slug',
      title: 'Pfad',
      description:
        'Die Adresse ohne „/“ am Anfang, z. B. „unternehmen/preise“. Seiten unter „talente/“ ' +
        'zeigen die Talent-Ansicht, alle anderen die Unternehmens-Ansicht. Ein neuer Pfad ' +
        'leitet nach dem Veröffentlichen vom alten weiter; Links folgen von selbst.',
      type: 'slug',
      group: ['sections', 'settings'],
      options: { source: 'title', slugify },
      validation: (rule) => [
        rule.required().error('Bitte einen Pfad angeben, z. B. „unternehmen/preise“.'),
        rule.custom(async (value: { current?: string } | undefined, context) => {
          if (!value?.current) return true
          return slugProblem(value.current) ?? pathTaken(value.current, context)
        }),
      ],
    }),
    previousPathsField,
    defineField({
      name: 'layout',
      title: 'Seitenlayout',
      description:
        'Landingpage: großer Seitenkopf und Abschluss-Band. Inhaltsseite: schlichter Seitenkopf ' +
        'und Abschluss-Kasten, wie auf „So funktioniert’s“ und „Vergleich“.',
      type: 'string',
      group: 'settings',
      options: {
        list: [
          { title: 'Landingpage', value: 'landing' },
          { title: 'Inhaltsseite', value: 'content' },
        ],
        layout: 'radio',
      },
      initialValue: 'landing',
      validation: (rule) => rule.required().error('Bitte ein Seitenlayout wählen.'),
    }),
    defineField({
      name: 'sections',
      title: 'Abschnitte',
      description:
        'In der Reihenfolge der Seite. „Element hinzufügen...“ zeigt jeden Typ mit Vorschau; ' +
        'Abschnitte lassen sich ziehen, duplizieren und unter „Darstellung“ ausblenden.',
      type: 'array',
      group: 'sections',
      of: sectionTypeNames.map((type) => defineArrayMember({ type })),
      options: {
        insertMenu: {
          filter: true,
          groups: sectionGroups.map(({ name, title, of }) => ({
            name,
            title,
            of: of.map((type) => type.name),
          })),
          views: [
            { name: 'grid', previewImageUrl: (type: string) => `/static/sections/${type}.png` },
            { name: 'list' },
          ],
        },
      },
      validation: (rule) => [
        rule.required().min(1).error('Eine Seite braucht einen Abschnitt.'),
        rule.custom(sectionsProblem),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : 'Noch ohne Pfad' }),
  },
})
