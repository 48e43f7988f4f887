/** Header, labels and one guide per role, in the page's order. */
export const talentGuidesFields = /* groq */ `
  eyebrow,
  heading,
  text,
  navLabel,
  tipsLabel,
  questionsLabel,
  howToAnswerLabel,
  dosLabel,
  dontsLabel,
  importanceLabels{ critical, veryImportant, important },
  roles[]{
    _key,
    "role": role->{ _id, key, name, title },
    intro,
    tips[]{ _key, title, description, importance },
    commonQuestions[]{ _key, question, howToAnswer },
    dos,
    donts
  }
`
