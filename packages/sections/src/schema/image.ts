import { defineField } from 'sanity'

interface ImageFieldOptions {
  name: string
  title: string
  description?: string
  required?: boolean
  /** An alternative text field, required; left out where the section prints the name anyway. */
  alt?: boolean
  /** The file types the upload takes; `false`: any image. */
  accept?: string | false
}

/**
 * An image upload (SVG, PNG, JPEG, WebP) with hotspot, as the Studio's `imageWithAlt`: the site
 * gives it width and height from the asset, so nothing shifts while it loads.
 */
export function imageField({
  name,
  title,
  description,
  required = false,
  alt = true,
  accept = 'image/svg+xml,image/png,image/jpeg,image/webp',
}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true, ...(accept ? { accept } : {}) },
    fields: alt
      ? [
          defineField({
            name: 'alt',
            title: 'Alternativtext',
            description: 'Beschreibt das Bild für Screenreader und Suchmaschinen.',
            type: 'string',
            validation: (rule) => rule.required().error('Bitte einen Alternativtext angeben.'),
          }),
        ]
      : [],
    validation: (rule) =>
      required ? rule.required().assetRequired().error('Bitte ein Bild hochladen.') : rule,
  })
}

/** An external https address, e.g. a customer's website or a review platform's page. */
export const httpsUrlField = (name: string, title: string, { required = false } = {}) =>
  defineField({
    name,
    title,
    description: 'Vollständige Adresse mit https://',
    type: 'url',
    validation: (rule) => [
      rule.uri({ scheme: ['https'] }).error('Nur https://…-Adressen sind erlaubt.'),
      ...(required ? [rule.required().error(`Bitte „${title}“ ausfüllen.`)] : []),
    ],
  })
