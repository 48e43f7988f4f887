import { defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { aid, aidsFieldset } from '../schema/aids'

/** Header and labels; the roles are the three `roleProfile` documents, in their order. */
export const roleProfilesSection = defineType({
  name: 'roleProfilesSection',
  title: 'Rollenprofile',
  type: 'object',
  description: 'Die Rollen selbst pflegst du unter „Rollenprofile“, dort auch ihre Reihenfolge.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(requiredString('navLabel', 'Name der Rollen-Navigation (Screenreader)')),
    requiredString('responsibilitiesLabel', 'Überschrift: Aufgaben'),
    requiredString('skillsLabel', 'Überschrift: Skills'),
    requiredString('whenToHireLabel', 'Überschrift: Wann einstellen?'),
    requiredString('metricsLabel', 'Überschrift: Kennzahlen'),
    requiredString('compensationLabel', 'Überschrift: Vergütung'),
  ],
})
