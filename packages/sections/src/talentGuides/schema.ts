import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { UserIcon } from '@sanity/icons/User'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields, stringList } from '../schema/fields'
import { onePerRole, roleReferenceField } from '../schema/roles'
import { aid, aidsFieldset } from '../schema/aids'

export const tipImportance = [
  { title: 'Kritisch', value: 'critical' },
  { title: 'Sehr wichtig', value: 'veryImportant' },
  { title: 'Wichtig', value: 'important' },
] as const

/** The talents' interview guides: per role tips, common questions, do's and don'ts. */
export const talentGuidesSection = defineType({
  name: 'talentGuidesSection',
  title: 'Rollen-Guides',
  type: 'object',
  description: 'Name und Titel der Rollen pflegst du unter „Rollenprofile“.',
  fieldsets: [aidsFieldset],
  fields: [
    ...sectionHeaderFields,
    aid(requiredString('navLabel', 'Name der Rollen-Navigation (Screenreader)')),
    requiredString('tipsLabel', 'Überschrift: Tipps'),
    requiredString('questionsLabel', 'Überschrift: Häufige Fragen'),
    requiredString('howToAnswerLabel', 'Beschriftung: So antwortest du'),
    requiredString('dosLabel', 'Überschrift: Dos'),
    requiredString('dontsLabel', 'Überschrift: Don’ts'),
    defineField({
      name: 'importanceLabels',
      title: 'Bezeichnungen der Wichtigkeit',
      type: 'object',
      validation: (rule) =>
        rule.required().error('Bitte die Bezeichnungen der Wichtigkeit ausfüllen.'),
      fields: tipImportance.map(({ title, value }) => requiredString(value, title)),
    }),
    defineField({
      name: 'roles',
      title: 'Guides je Rolle',
      description: 'Ein Guide je Rolle; die Reihenfolge hier ist die Reihenfolge auf der Seite.',
      type: 'array',
      validation: onePerRole,
      of: [
        defineArrayMember({
          name: 'talentRoleGuide',
          title: 'Guide',
          icon: UserIcon,
          type: 'object',
          fields: [
            roleReferenceField,
            requiredText('intro', 'Einleitung'),
            defineField({
              name: 'tips',
              title: 'Tipps',
              type: 'array',
              validation: (rule) => rule.required().min(1).error('Mindestens ein Tipp.'),
              of: [
                defineArrayMember({
                  name: 'talentTip',
                  title: 'Tipp',
                  icon: BulbOutlineIcon,
                  type: 'object',
                  fields: [
                    requiredString('title', 'Titel'),
                    requiredText('description', 'Beschreibung'),
                    defineField({
                      name: 'importance',
                      title: 'Wichtigkeit',
                      type: 'string',
                      options: { list: [...tipImportance], layout: 'radio' },
                      validation: (rule) => rule.required().error('Bitte eine Wichtigkeit wählen.'),
                    }),
                  ],
                  preview: {
                    select: { title: 'title', importance: 'importance' },
                    prepare: ({ title, importance }) => ({
                      title,
                      subtitle: tipImportance.find((option) => option.value === importance)?.title,
                    }),
                  },
                }),
              ],
            }),
            defineField({
              name: 'commonQuestions',
              title: 'Häufige Fragen',
              type: 'array',
              validation: (rule) => rule.required().min(1).error('Mindestens eine Frage.'),
              of: [
                defineArrayMember({
                  name: 'commonQuestion',
                  title: 'Frage',
                  icon: HelpCircleIcon,
                  type: 'object',
                  fields: [
                    requiredString('question', 'Frage'),
                    requiredText('howToAnswer', 'So antwortest du'),
                  ],
                  preview: { select: { title: 'question', subtitle: 'howToAnswer' } },
                }),
              ],
            }),
            stringList('dos', 'Dos'),
            stringList('donts', 'Don’ts'),
          ],
          preview: { select: { title: 'role.name', subtitle: 'intro' } },
        }),
      ],
    }),
  ],
})
