import { RocketIcon } from '@sanity/icons/Rocket'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { withLengthLimits } from '@repo/sections/schema/copyLimits'
import { openingPath, openingSlugProblem, slugify } from '@repo/content/paths'
import { employmentTypes, employmentTypeTitles } from '@repo/sections/openings/opening'
import { requiredString, requiredText } from '@repo/sections/schema/fields'
import { withUsedIn } from '../lib/usedIn'

export const careerOpening = defineType({
  name: 'careerOpening',
  title: 'Offene Stelle',
  description: 'Stellenangebot auf der Karriere-Seite, mit einer eigenen Seite unter /karriere/….',
  type: 'document',
  icon: RocketIcon,
  orderings: [manualOrdering],
  renderMembers: withUsedIn,
  // Every line of copy warns past the length a phone takes (copyLimits).
  fields: withLengthLimits([
    requiredString('title', 'Titel'),
    defineField({
      name: 'slug',
      title: 'Pfad',
      description: 'Die Adresse der Stelle unter „/karriere/“, z. B. „frontend-developer“.',
      type: 'slug',
      options: { source: 'title', slugify },
      validation: (rule) => [
        rule.required().error('Bitte einen Pfad angeben, z. B. „frontend-developer“.'),
        rule.custom((value?: { current?: string }) =>
          value?.current ? (openingSlugProblem(value.current) ?? true) : true,
        ),
      ],
    }),
    defineField({
      name: 'open',
      title: 'Ausgeschrieben',
      description:
        'Aus: Die Stelle verschwindet von der Karriere-Seite und aus der Sitemap, ihre Adresse ' +
        'zeigt die Fehlerseite.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) =>
        rule.required().error('Bitte angeben, ob die Stelle ausgeschrieben ist.'),
    }),
    defineField({
      name: 'validThrough',
      title: 'Bewerbungsschluss',
      description: 'Optional. Nach diesem Tag gilt die Stelle als geschlossen.',
      type: 'date',
      options: { dateFormat: 'DD.MM.YYYY' },
    }),
    requiredString('department', 'Bereich'),
    defineField({
      name: 'employmentType',
      title: 'Anstellungsart',
      description:
        'Auf der Karriere-Seite mit dem Wort, das der Abschnitt „Offene Stellen“ dafür festlegt, ' +
        'und in Googles Stellensuche.',
      type: 'string',
      options: {
        list: employmentTypes.map((value) => ({ title: employmentTypeTitles[value], value })),
        layout: 'dropdown',
      },
      validation: (rule) => rule.required().error('Bitte die Anstellungsart wählen.'),
    }),
    requiredString('location', 'Ort', '„Remote“ oder eine Stadt'),
    defineField({
      name: 'start',
      title: 'Beginn',
      description: 'Optional, z. B. „ab sofort“ oder „1. März 2026“.',
      type: 'string',
    }),
    requiredText(
      'description',
      'Kurzbeschreibung',
      'Auf der Karriere-Seite und oben auf der Stelle.',
    ),
    defineField({
      name: 'body',
      title: 'Stellenbeschreibung',
      description: 'Aufgaben, Profil, Angebot: der ausführliche Text auf der Seite der Stelle.',
      type: 'blockContent',
    }),
    orderRank('careerOpening'),
  ]),
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      department: 'department',
      location: 'location',
      open: 'open',
    },
    // The path first: link pickers show it beside the title.
    prepare: ({ title, slug, department, location, open }) => ({
      title,
      subtitle: [
        slug ? `/${openingPath(slug)}` : undefined,
        open === false ? 'Geschlossen' : undefined,
        department,
        location,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
