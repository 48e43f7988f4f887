export const logoCloudFields = /* groq */ `
  heading,
  logos[]{ _key, name, logo{ asset, crop, hotspot }, url }
`
