import { defineField, defineType } from 'sanity'
import { headingField, requiredString, requiredText, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'
import { employmentTypeLabelFields, employmentTypes, employmentTypeTitles } from './opening'
import { template } from '../schema/template'

/**
 * Labels and buttons of the careers list, also used by each opening's own page; the roles are the
 * open `careerOpening` documents in order.
 */
export const openingsSection = defineType({
  name: 'openingsSection',
  title: 'Offene Stellen',
  type: 'object',
  description: 'Die Stellen selbst pflegst du unter „Offene Stellen“, dort auch ihre Reihenfolge.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    requiredString('departmentLabel', 'Bezeichnung: Bereich'),
    requiredString('typeLabel', 'Bezeichnung: Anstellungsart'),
    defineField({
      name: 'employmentTypeLabels',
      title: 'Anstellungsarten',
      description: 'Wie die Seite die Anstellungsart jeder Stelle nennt, z. B. „Vollzeit“.',
      type: 'object',
      fieldset: 'labels',
      validation: (rule) => rule.required().error('Bitte die Anstellungsarten benennen.'),
      fields: employmentTypes.map((type) =>
        defineField({
          name: employmentTypeLabelFields[type],
          title: employmentTypeTitles[type],
          type: 'string',
        }),
      ),
    }),
    requiredString('locationLabel', 'Bezeichnung: Ort'),
    requiredString('startLabel', 'Bezeichnung: Beginn', 'Auf der Seite jeder Stelle.'),
    requiredString(
      'validThroughLabel',
      'Bezeichnung: Bewerbungsschluss',
      'Auf der Seite jeder Stelle mit Bewerbungsschluss.',
    ),
    requiredString(
      'salaryLabel',
      'Bezeichnung: Gehalt',
      'Bei den Eckdaten jeder Stelle mit Gehaltsspanne, z. B. „Gehalt (brutto/Jahr)“.',
    ),
    requiredString(
      'responsibilitiesLabel',
      'Überschrift: Aufgaben',
      'Über der Aufgabenliste jeder Stelle, die eine hat, z. B. „Deine Aufgaben“.',
    ),
    requiredString(
      'requirementsLabel',
      'Überschrift: Anforderungen',
      'Über der Anforderungsliste jeder Stelle, die eine hat, z. B. „Was du mitbringst“.',
    ),
    requiredString(
      'benefitsLabel',
      'Überschrift: Benefits',
      'Über der Benefits-Liste jeder Stelle, die eine hat, z. B. „Was wir bieten“.',
    ),
    requiredString(
      'backLabel',
      'Link zurück zur Liste',
      'Auf der Seite jeder Stelle, z. B. „Alle offenen Stellen“.',
    ),
    defineField({
      name: 'applyCta',
      title: 'Button „Bewerben“ an jeder Stelle',
      description: 'Aktion „Bewerbung“ nutzt das Ziel aus den Website-Einstellungen.',
      type: 'cta',
      validation: (rule) => rule.required().error('Bitte den Button „Bewerben“ ausfüllen.'),
    }),
    aid({
      ...template(
        'subjectTemplate',
        'Betreff der Bewerbungs-E-Mail',
        ['title'],
        'Bewerbung als {title}',
        { optionalField: true },
      ),
      description:
        'Nur wenn das Bewerbungsziel eine E-Mail-Adresse ist; „{title}“ wird durch den Stellentitel ersetzt.',
    }),
    defineField({
      name: 'spontaneous',
      title: 'Initiativbewerbung',
      type: 'object',
      validation: (rule) => rule.required().error('Bitte die Initiativbewerbung ausfüllen.'),
      fields: [
        headingField(),
        requiredText('text', 'Text'),
        defineField({
          name: 'cta',
          title: 'Button',
          type: 'cta',
          validation: (rule) => rule.required().error('Bitte den Button ausfüllen.'),
        }),
      ],
    }),
  ],
})
