export const teamGridFields = /* groq */ `
  eyebrow,
  heading,
  text,
  members[]{ _key, photo{ asset, crop, hotspot }, name, role }
`
