import { defineField, type ArrayRule } from 'sanity'

const ROLE_COUNT = 3

/** The role an entry belongs to: one of the three `roleProfile` documents. */
export const roleReferenceField = defineField({
  name: 'role',
  title: 'Rolle',
  type: 'reference',
  to: [{ type: 'roleProfile' }],
  validation: (rule) => rule.required().error('Bitte eine Rolle wählen.'),
})

/** Validation of a list with exactly one entry for each of the three roles. */
export const onePerRole = (rule: ArrayRule<{ role?: { _ref?: string } }[]>) => [
  rule.required().length(ROLE_COUNT).error('Genau ein Eintrag je Rolle (drei).'),
  rule.custom((entries) => {
    const refs = (entries ?? []).map((entry) => entry.role?._ref).filter(Boolean)
    return new Set(refs).size === refs.length ? true : 'Jede Rolle darf nur einmal vorkommen.'
  }),
]
