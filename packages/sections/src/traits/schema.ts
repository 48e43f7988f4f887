import { defineType } from 'sanity'
import { requiredString, sectionHeaderFields, stringList } from '../schema/fields'

/** Two lists side by side: the traits a team wants, and those it does not. */
export const traitsSection = defineType({
  name: 'traitsSection',
  title: 'Was wir suchen',
  type: 'object',
  fields: [
    ...sectionHeaderFields,
    requiredString('wantedTitle', 'Überschrift: gesucht'),
    stringList('wanted', 'Gesucht', { min: 2, max: 10 }),
    requiredString('notWantedTitle', 'Überschrift: nicht gesucht'),
    stringList('notWanted', 'Nicht gesucht', { min: 2, max: 10 }),
  ],
})
