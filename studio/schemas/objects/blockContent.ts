import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidator } from '../lib/href'

/** Portable text with the few styles the site renders. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Überschrift 2', value: 'h2' },
        { title: 'Überschrift 3', value: 'h3' },
      ],
      lists: [
        { title: 'Aufzählung', value: 'bullet' },
        { title: 'Nummerierung', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Fett', value: 'strong' },
          { title: 'Kursiv', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Ziel',
                description: 'Interner Pfad (/…), https://… oder mailto:…',
                type: 'string',
                validation: (rule) => [
                  rule.required().error('Bitte ein Ziel angeben.'),
                  rule.custom(hrefValidator()),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
