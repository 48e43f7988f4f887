/** The carousel's labels plus every sample job, in the editors' order. */
export const jobsCarouselFields = /* groq */ `
  eyebrow,
  heading,
  text,
  sampleLabel,
  previousLabel,
  nextLabel,
  slideLabelTemplate,
  industryLabel,
  payModelLabel,
  oteLabel,
  locationLabel,
  payModelLabels{ fix, fixCommission, hybrid, commission },
  "jobs": *[_type == "sampleJob"] | order(orderRank) {
    _id,
    company,
    logo{ asset, crop, hotspot, alt },
    "role": role->name,
    industry,
    payModel,
    oteRange,
    location
  }
`
