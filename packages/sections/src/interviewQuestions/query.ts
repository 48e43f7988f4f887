/**
 * Header, labels and per role (in the page's order) what to look for, the flags and the role's
 * questions in the editors' order.
 */
export const interviewQuestionsFields = /* groq */ `
  eyebrow,
  heading,
  text,
  navLabel,
  countTemplate,
  whyLabel,
  lookForLabel,
  redFlagsLabel,
  greenFlagsLabel,
  roles[]{
    _key,
    "role": role->{ _id, key, name, title },
    lookFor,
    redFlags,
    greenFlags,
    "questions": *[_type == "interviewQuestion" && role._ref == ^.role._ref] | order(orderRank) {
      _id,
      category,
      question,
      why
    }
  }
`
