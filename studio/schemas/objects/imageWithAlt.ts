import { imageField } from '@repo/sections/schema/image'

interface ImageWithAltOptions {
  name: string
  title: string
  description?: string
  required?: boolean
}

/**
 * An `image` field (stored as `_type: "image"`, like Sanity's export) whose alternative text is
 * mandatory, so every picture on the site can be described to screen readers; any image type.
 */
export const imageWithAlt = ({ required = true, ...field }: ImageWithAltOptions) =>
  imageField({ ...field, required, accept: false })
