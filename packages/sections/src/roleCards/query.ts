/** The section's header and labels plus each card with the role profile it shows. */
export const roleCardsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  skillsLabel,
  compensationLabel,
  cards[]{
    _key,
    text,
    "role": role->{ _id, key, title, skills, compensation }
  }
`
