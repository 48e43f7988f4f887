/** The section's header and labels plus the three role profiles, in the editors' order. */
export const roleProfilesFields = /* groq */ `
  eyebrow,
  heading,
  text,
  navLabel,
  responsibilitiesLabel,
  skillsLabel,
  whenToHireLabel,
  metricsLabel,
  compensationLabel,
  "profiles": *[_type == "roleProfile"] | order(orderRank) {
    _id,
    key,
    name,
    title,
    subtitle,
    description,
    detailedDescription,
    responsibilities,
    skills,
    whenToHire,
    metrics[]{ _key, label, value },
    compensation
  }
`
