export const comparisonFields = /* groq */ `
  eyebrow,
  heading,
  text,
  columns[]{ _key, label, isProduct },
  rows[]{ _key, criterion, cells[]{ _key, level, text } },
  legend{ low, medium, high }
`

/** The talent view's comparison projects the same fields. */
export const talentComparisonFields = comparisonFields
