/** A product media field: the screenshot (the video's poster too) and the video file's URL. */
export const mediaFields = /* groq */ `
  image{ asset, crop, hotspot, alt },
  "video": video.asset->url,
  caption
`

export const productMediaFields = /* groq */ `
  eyebrow,
  heading,
  text,
  media{ ${mediaFields} }
`
