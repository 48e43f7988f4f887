import { TargetIcon } from '@sanity/icons/Target'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields, stringList } from '../schema/fields'
import { onePerRole, roleReferenceField } from '../schema/roles'
import { aid, aidsFieldset } from '../schema/aids'
import { template } from '../schema/template'

/**
 * Header, labels and per role what to look for, red and green flags. The questions themselves
 * are the `interviewQuestion` documents of each role, in their order, grouped by category.
 */
export const interviewQuestionsSection = defineType({
  name: 'interviewQuestionsSection',
  title: 'Fragenkatalog',
  type: 'object',
  description:
    'Die Fragen selbst pflegst du je Rolle unter „Interviewfragen …“, z. B. „Interviewfragen Opener“; die Rollen unter „Rollenprofile“.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(requiredString('navLabel', 'Name der Rollen-Navigation (Screenreader)')),
    aid(template('countTemplate', 'Anzahl der Fragen', ['count'], '{count} Fragen')),
    requiredString('whyLabel', 'Beschriftung: Warum diese Frage?'),
    requiredString('lookForLabel', 'Überschrift: Darauf achten'),
    requiredString('redFlagsLabel', 'Überschrift: Red Flags'),
    requiredString('greenFlagsLabel', 'Überschrift: Green Flags'),
    defineField({
      name: 'roles',
      title: 'Bewertung je Rolle',
      description: 'Ein Eintrag je Rolle; die Reihenfolge hier ist die Reihenfolge auf der Seite.',
      type: 'array',
      validation: onePerRole,
      of: [
        defineArrayMember({
          name: 'interviewRoleCriteria',
          title: 'Bewertung',
          icon: TargetIcon,
          type: 'object',
          fields: [
            roleReferenceField,
            stringList('lookFor', 'Darauf achten'),
            stringList('redFlags', 'Red Flags'),
            stringList('greenFlags', 'Green Flags'),
          ],
          preview: { select: { title: 'role.name', subtitle: 'lookFor.0' } },
        }),
      ],
    }),
  ],
})
