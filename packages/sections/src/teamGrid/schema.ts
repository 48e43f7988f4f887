import { UserIcon } from '@sanity/icons/User'
import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, sectionHeaderFields } from '../schema/fields'
import { imageField } from '../schema/image'

/** The people behind the product: photo, name and role of each. */
export const teamGridSection = defineType({
  name: 'teamGridSection',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [
    ...sectionHeaderFields,
    defineField({
      name: 'members',
      title: 'Personen',
      type: 'array',
      validation: (rule) => [
        rule.required().min(1).error('Mindestens eine Person.'),
        rule.max(24).error('Höchstens 24 Personen.'),
      ],
      of: [
        defineArrayMember({
          name: 'teamMember',
          title: 'Person',
          icon: UserIcon,
          type: 'object',
          fields: [
            imageField({
              name: 'photo',
              title: 'Foto',
              description: 'Quadratisch, mindestens 320 × 320 Pixel; der Name steht darunter.',
              alt: false,
            }),
            requiredString('name', 'Name'),
            requiredString('role', 'Rolle'),
          ],
          preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
        }),
      ],
    }),
  ],
})
