export const planComparisonFields = /* groq */ `
  eyebrow,
  heading,
  text,
  featureLabel,
  basicLabel,
  premiumLabel,
  rows[]{ _key, feature, basic, premium }
`
