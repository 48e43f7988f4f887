import { CommentIcon } from '@sanity/icons/Comment'
import { manualOrdering, orderRank } from '../lib/order'
import { defineField, defineType } from 'sanity'
import { withLengthLimits } from '@repo/sections/schema/copyLimits'
import { requiredString, requiredText } from '@repo/sections/schema/fields'
import { apiVersion } from '../../env'

/** The fixed categories of each role's questions, in the order the roles' lists show them. */
export const interviewCategories = {
  opener: [
    'Motivation & Hintergrund',
    'Kaltakquise & Gesprächsführung',
    'Einwandbehandlung & Resilienz',
    'Arbeitsweise & Kennzahlen',
  ],
  setter: [
    'Motivation & Rollenverständnis',
    'Qualifizierung & Bedarfsanalyse',
    'Terminierung & Follow-up',
    'Zusammenarbeit & Tools',
  ],
  closer: [
    'Erfahrung & Track Record',
    'Discovery & Präsentation',
    'Einwände & Verhandlung',
    'Pipeline & Zusammenarbeit',
  ],
} as const

type RoleKey = keyof typeof interviewCategories

const roleTitles: Record<RoleKey, string> = { opener: 'Opener', setter: 'Setter', closer: 'Closer' }

export const interviewQuestion = defineType({
  name: 'interviewQuestion',
  title: 'Interviewfrage',
  description: 'Die Fragen jeder Rolle ordnest du in ihrer Liste unter „Interviewfragen“.',
  type: 'document',
  icon: CommentIcon,
  orderings: [manualOrdering],
  // Every line of copy warns past the length a phone takes (copyLimits).
  fields: withLengthLimits([
    defineField({
      name: 'role',
      title: 'Rolle',
      type: 'reference',
      to: [{ type: 'roleProfile' }],
      validation: (rule) => rule.required().error('Bitte eine Rolle wählen.'),
    }),
    defineField({
      name: 'category',
      title: 'Kategorie',
      description: 'Die Fragen einer Kategorie stehen auf der Seite zusammen.',
      type: 'string',
      options: {
        list: (Object.keys(interviewCategories) as RoleKey[]).flatMap((role) =>
          interviewCategories[role].map((category) => ({
            title: `${roleTitles[role]}: ${category}`,
            value: category,
          })),
        ),
      },
      validation: (rule) => [
        rule.required().error('Bitte eine Kategorie wählen.'),
        rule.custom(async (category: string | undefined, context) => {
          const roleId = (context.document?.role as { _ref?: string } | undefined)?._ref
          if (!category || !roleId) return true
          const key = await context
            .getClient({ apiVersion })
            .fetch<RoleKey | null>('*[_id == $id][0].key', { id: roleId })
          const categories: readonly string[] = key ? interviewCategories[key] : []
          return !key || categories.includes(category)
            ? true
            : `Für ${roleTitles[key]} gibt es: ${categories.join(', ')}.`
        }),
      ],
    }),
    requiredString('question', 'Frage'),
    requiredText('why', 'Warum diese Frage?'),
    orderRank('interviewQuestion'),
  ]),
  preview: {
    select: { title: 'question', role: 'role.name', category: 'category' },
    prepare: ({ title, role, category }) => ({
      title,
      subtitle: [role, category].filter(Boolean).join(' · '),
    }),
  },
})
