import { defineArrayMember, defineType } from 'sanity'

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
        // A link in text leads where a link anywhere does: a page of the site or an address.
        annotations: [defineArrayMember({ type: 'link', title: 'Link' })],
      },
    }),
  ],
})
