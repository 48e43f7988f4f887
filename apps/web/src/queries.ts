import { defineQuery } from 'next-sanity'
import { agentsCarouselFields } from './sections/agentsCarousel/query'
import { comparisonFields } from './sections/comparison/query'
import { faqFields } from './sections/faq/query'
import { finalCtaFields } from './sections/finalCta/query'
import { funnelFields } from './sections/funnel/query'
import { heroFields } from './sections/hero/query'
import { legalDocumentFields, legalLabelsFields } from './sections/legal/query'
import { pricingFields } from './sections/pricing/query'
import { processFields } from './sections/process/query'
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
    brandName,
    appLoginUrl,
    appRegisterUrl,
    actions{ demoCall, consultation, templateDownload, application }
  }
}`)

/** A legal page (`/impressum`, `/datenschutz`, `/agb`, `/security`, `/cookies`) by its slug. */
export const legalPageQuery = defineQuery(`{
  "document": *[_type == "legalDocument" && slug.current == $slug][0]{${legalDocumentFields}},
  "labels": *[_type == "siteSettings" && _id == "siteSettings"][0].legal{${legalLabelsFields}}
}`)
