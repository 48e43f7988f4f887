import { RocketIcon } from '@sanity/icons/Rocket'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { withLengthLimits } from '@repo/sections/schema/copyLimits'
import { openingPath, openingSlugProblem, slugify } from '@repo/content/paths'
import { employmentTypes, employmentTypeTitles } from '@repo/sections/openings/opening'
import { requiredString, requiredText, tooLong } from '@repo/sections/schema/fields'
import { maxReadLength } from '@repo/sections/schema/length'
import { withUsedIn } from '../lib/usedIn'

/** A point of a list reads as one or two lines on a phone; more is a paragraph, not a point. */
const pointLength = 140
const maxPoints = 8

/** An optional list of short points on the opening's page, each with a length warning. */
const pointList = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description: `Optional. ${description} Ein Punkt pro Eintrag; die Liste erscheint nur, wenn sie Punkte hat.`,
    type: 'array',
    of: [
      {
        type: 'string',
        validation: (rule) =>
          rule.custom(maxReadLength(pointLength, tooLong(title, pointLength))).warning(),
      },
    ],
    validation: (rule) =>
      rule
        .max(maxPoints)
        .warning(`Mehr als ${maxPoints} Punkte liest kaum jemand. Geht es knapper?`),
  })

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
      description:
        'Der ausführliche Text auf der Seite der Stelle. Aufgaben, Anforderungen und Benefits ' +
        'gehören in die Listen darunter.',
      type: 'blockContent',
    }),
    defineField({
      name: 'salaryRange',
      title: 'Gehaltsspanne',
      description:
        'Optional. Brutto im Jahr in Euro, z. B. von 55000 bis 70000. Steht bei den Eckdaten der ' +
        'Stelle und in Googles Stellensuche.',
      type: 'object',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'min',
          title: 'Von (€ im Jahr)',
          type: 'number',
          validation: (rule) => [
            rule.required().error('Bitte den unteren Wert angeben.'),
            rule.integer().positive().error('Bitte einen ganzen Betrag in Euro angeben.'),
          ],
        }),
        defineField({
          name: 'max',
          title: 'Bis (€ im Jahr)',
          type: 'number',
          validation: (rule) => [
            rule.required().error('Bitte den oberen Wert angeben.'),
            rule.integer().positive().error('Bitte einen ganzen Betrag in Euro angeben.'),
            rule.min(rule.valueOfField('min')).error('„Bis“ darf nicht kleiner als „Von“ sein.'),
          ],
        }),
      ],
    }),
    pointList('responsibilities', 'Aufgaben', 'Was die Person in dieser Rolle tut.'),
    pointList('requirements', 'Anforderungen', 'Was die Person mitbringen sollte.'),
    pointList('benefits', 'Benefits', 'Was wir bieten.'),
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
