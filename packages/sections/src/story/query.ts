export const storyFields = /* groq */ `eyebrow, heading, text, paragraphs, pointsTitle, points`
