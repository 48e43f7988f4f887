export const funnelFields = /* groq */ `
  eyebrow,
  heading,
  text,
  stages[]{ _key, percent, label, text }
`
