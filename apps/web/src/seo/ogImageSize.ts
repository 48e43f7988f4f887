/** Open Graph's recommended share image size. */
export const ogImageSize = { width: 1200, height: 630 }
