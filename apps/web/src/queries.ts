import { defineQuery } from 'next-sanity'
import { agentsCarouselFields } from './sections/agentsCarousel/query'
import { comparisonFields } from './sections/comparison/query'
import { conciergeFaqFields, faqFields } from './sections/faq/query'
import { finalCtaFields } from './sections/finalCta/query'
import { funnelFields } from './sections/funnel/query'
import { heroFields } from './sections/hero/query'
import { pricingFields } from './sections/pricing/query'
import { processFields } from './sections/process/query'
import { whyUsFields } from './sections/whyUs/query'
import { siteSettingsFields } from './shell/query'
import { calloutFields } from './sections/callout/query'
import { conciergePricingFields } from './sections/conciergePricing/query'
import { featureGridFields } from './sections/featureGrid/query'
import { journeyFields } from './sections/journey/query'
import { openingsFields } from './sections/openings/query'
import { planComparisonFields } from './sections/planComparison/query'
import { statsFields } from './sections/stats/query'
import { storyFields } from './sections/story/query'
import { testimonialsFields } from './sections/testimonials/query'
import { traitsFields } from './sections/traits/query'
import { valuesFields } from './sections/values/query'

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && _id == "siteSettings"][0]{${siteSettingsFields}}`,
)

/**
 * The company landing page `/unternehmen`: its nine sections in page order (each with the
 * documents it lists), its SEO, and the settings its buttons link to.
 */
export const companyLandingPageQuery = defineQuery(`{
  "page": *[_type == "companyLandingPage" && _id == "companyLandingPage"][0]{
    hero{${heroFields}},
    agentsCarousel{${agentsCarouselFields}},
    whyUs{${whyUsFields}},
    process{${processFields}},
    funnel{${funnelFields}},
    comparison{${comparisonFields}},
    pricing{${pricingFields}},
    faq{${faqFields}},
    finalCta{${finalCtaFields}},
    seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    appLoginUrl,
    appRegisterUrl,
    actions{ demoCall, consultation, templateDownload, application }
  }
}`)

// Pages beyond the landing page: each query returns the page's sections, its SEO and the
// settings its buttons link to, the same shape as the landing page's.

const pageSeoFields = /* groq */ `seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }`

const ctaTargetsFields = /* groq */ `
  appLoginUrl,
  appRegisterUrl,
  actions{ demoCall, consultation, templateDownload, application }
`

/** `/unternehmen/preise`: the plans are the same `pricingPlan` documents as on the landing page. */
export const pricingPageQuery = defineQuery(`{
  "page": *[_type == "pricingPage" && _id == "pricingPage"][0]{
    hero{${heroFields}},
    plans{${pricingFields}},
    explanation{${featureGridFields}},
    launchTip{${calloutFields}},
    signUp{${finalCtaFields}},
    ${pageSeoFields}
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{${ctaTargetsFields}}
}`)

/** `/unternehmen/onboarding-concierge`. */
export const conciergePageQuery = defineQuery(`{
  "page": *[_type == "conciergePage" && _id == "conciergePage"][0]{
    hero{${heroFields}},
    intro{${storyFields}},
    journey{${journeyFields}},
    features{${featureGridFields}},
    comparison{${planComparisonFields}},
    testimonials{${testimonialsFields}},
    pricing{${conciergePricingFields}},
    faq{${conciergeFaqFields}},
    finalCta{${finalCtaFields}},
    ${pageSeoFields}
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{${ctaTargetsFields}}
}`)

/** `/ueber-uns`. */
export const aboutPageQuery = defineQuery(`{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    hero{${heroFields}},
    mission{${storyFields}},
    values{${valuesFields}},
    stats{${statsFields}},
    finalCta{${finalCtaFields}},
    ${pageSeoFields}
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{${ctaTargetsFields}}
}`)

/** `/karriere`: the openings are all `careerOpening` documents. */
export const careersPageQuery = defineQuery(`{
  "page": *[_type == "careersPage" && _id == "careersPage"][0]{
    hero{${heroFields}},
    openings{${openingsFields}},
    traits{${traitsFields}},
    ${pageSeoFields}
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{${ctaTargetsFields}}
}`)
