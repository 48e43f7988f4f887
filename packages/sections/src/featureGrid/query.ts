/** Header and icon cards. */
export const featureGridFields = /* groq */ `
  eyebrow,
  heading,
  text,
  items[]{ _key, icon, title, description }
`
