export const ratingBadgeFields = /* groq */ `
  platform,
  score,
  scale,
  reviewCount,
  source,
  scoreTemplate,
  countTemplate
`
