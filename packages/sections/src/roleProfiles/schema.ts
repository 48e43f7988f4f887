import { defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'

/** Header and labels; the roles are the three `roleProfile` documents, in their order. */
export const roleProfilesSection = defineType({
  name: 'roleProfilesSection',
  title: 'Rollenprofile',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    requiredString('navLabel', 'Name der Rollen-Navigation (Screenreader)'),
    requiredString('responsibilitiesLabel', 'Überschrift: Aufgaben'),
    requiredString('skillsLabel', 'Überschrift: Skills'),
    requiredString('whenToHireLabel', 'Überschrift: Wann einstellen?'),
    requiredString('metricsLabel', 'Überschrift: Kennzahlen'),
    requiredString('compensationLabel', 'Überschrift: Vergütung'),
  ],
})
