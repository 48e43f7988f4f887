export const traitsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  wantedTitle,
  wanted,
  notWantedTitle,
  notWanted
`
