import { UserIcon } from '@sanity/icons/User'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sectionHeaderFields } from '../schema/fields'

/**
 * One card per role: title, skills and pay come from the `roleProfile` document, the text
 * addresses talents (the role profiles speak to companies).
 */
export const roleCardsSection = defineType({
  name: 'roleCardsSection',
  title: 'Rollen-Karten',
  type: 'object',
  description: 'Titel, Skills und Vergütung der Rollen pflegst du unter „Rollenprofile“.',
  fields: [
    ...sectionHeaderFields,
    requiredString('skillsLabel', 'Überschrift Skills', 'z. B. „Das bringst du mit“'),
    requiredString('compensationLabel', 'Überschrift Vergütung', 'z. B. „Typische Vergütung“'),
    defineField({
      name: 'cards',
      title: 'Karten',
      type: 'array',
      validation: (rule) => [
        rule.required().length(3).error('Genau drei Karten: Opener, Setter und Closer.'),
        rule.custom((cards?: { role?: { _ref?: string } }[]) => {
          const roles = (cards ?? []).map((card) => card.role?._ref).filter(Boolean)
          return new Set(roles).size === roles.length ? true : 'Jede Rolle nur einmal.'
        }),
      ],
      of: [
        defineArrayMember({
          name: 'roleCard',
          title: 'Karte',
          icon: UserIcon,
          type: 'object',
          fields: [
            defineField({
              name: 'role',
              title: 'Rolle',
              type: 'reference',
              to: [{ type: 'roleProfile' }],
              validation: (rule) => rule.required().error('Bitte eine Rolle wählen.'),
            }),
            requiredText('text', 'Text für Talente'),
          ],
          preview: { select: { title: 'role.name', subtitle: 'text' } },
        }),
      ],
    }),
  ],
})
