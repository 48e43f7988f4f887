import { defineField } from 'sanity'

interface ImageFieldOptions {
  name: string
  title: string
  description?: string
  required?: boolean
}

/**
 * An `image` field (stored as `_type: "image"`, like Sanity's export) whose alternative text is
 * mandatory, so every picture on the site can be described to screen readers.
 */
export function imageWithAlt({ name, title, description, required = true }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternativtext',
        description: 'Beschreibt das Bild für Screenreader und Suchmaschinen.',
        type: 'string',
        validation: (rule) => rule.required().error('Bitte einen Alternativtext angeben.'),
      }),
    ],
    validation: (rule) =>
      required ? rule.required().assetRequired().error('Bitte ein Bild hochladen.') : rule,
  })
}
