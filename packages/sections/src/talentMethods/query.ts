const rating = /* groq */ `{ level, text }`

export const talentMethodsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  criteria{ transparency, timeEffort, successRate, ghosting, fitQuality, timeToJob },
  legend{ low, medium, high },
  methods[]{
    _key,
    name,
    icon,
    text,
    isProduct,
    transparency${rating},
    timeEffort${rating},
    successRate${rating},
    ghosting${rating},
    fitQuality${rating},
    timeToJob${rating}
  }
`
