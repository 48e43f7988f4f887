import { createImageProps, type ImagePropsFor } from '@repo/content/images'
import { env } from './env'

export type { ImageSource } from '@repo/content/images'

/** `imageProps(image, {width, sizes?})` for the configured content source. */
export const imageProps: ImagePropsFor = createImageProps(env.content)
