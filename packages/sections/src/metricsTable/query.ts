export const metricsTableFields = /* groq */ `
  eyebrow,
  heading,
  text,
  headers{ metric, jobBoards, socialAds, headhunter, product },
  rows[]{ _key, metric, jobBoards, socialAds, headhunter, product }
`
