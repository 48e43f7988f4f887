import { defineQuery } from 'next-sanity'
import { agentsCarouselFields } from './sections/agentsCarousel/query'
import { comparisonFields } from './sections/comparison/query'
import { faqFields, talentFaqFields } from './sections/faq/query'
import { finalCtaFields } from './sections/finalCta/query'
import { funnelFields } from './sections/funnel/query'
import { heroFields } from './sections/hero/query'
import { jobsCarouselFields } from './sections/jobsCarousel/query'
import { matchingFields } from './sections/matching/query'
import { pricingFields } from './sections/pricing/query'
import { processFields } from './sections/process/query'
import { roleCardsFields } from './sections/roleCards/query'
import { whyUsFields } from './sections/whyUs/query'
import { siteSettingsFields } from './shell/query'

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

/**
 * The talent landing page `/talente`: its nine sections in page order (each with the documents
 * it lists), its SEO, and the settings its buttons link to.
 */
export const talentLandingPageQuery = defineQuery(`{
  "page": *[_type == "talentLandingPage" && _id == "talentLandingPage"][0]{
    hero{${heroFields}},
    roleCards{${roleCardsFields}},
    jobsCarousel{${jobsCarouselFields}},
    start{${processFields}},
    benefits{${whyUsFields}},
    matching{${matchingFields}},
    comparison{${comparisonFields}},
    faq{${talentFaqFields}},
    finalCta{${finalCtaFields}},
    seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    appLoginUrl,
    appRegisterUrl,
    actions{ demoCall, consultation, templateDownload, application }
  }
}`)
