/** The carousel's labels plus every sample agent, in the editors' order. */
export const agentsCarouselFields = /* groq */ `
  eyebrow,
  heading,
  text,
  previousLabel,
  nextLabel,
  trackRecordLabel,
  skillsLabel,
  slideLabelTemplate,
  "agents": *[_type == "agent"] | order(orderRank) {
    _id,
    name,
    country,
    countryCode,
    "role": role->name,
    skills,
    trackRecord[]{ _key, label, value },
    image{ asset, crop, hotspot, alt }
  }
`
