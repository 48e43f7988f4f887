export const statsFields = /* groq */ `eyebrow, heading, text, stats[]{ _key, value, label }`
