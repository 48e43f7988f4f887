import { defineQuery } from 'next-sanity'
import { agentsCarouselFields } from './sections/agentsCarousel/query'
import { bestPracticesFields } from './sections/bestPractices/query'
import { comparisonFields } from './sections/comparison/query'
import { faqFields } from './sections/faq/query'
import { finalCtaFields } from './sections/finalCta/query'
import { funnelFields } from './sections/funnel/query'
import { heroFields } from './sections/hero/query'
import { interviewQuestionsFields } from './sections/interviewQuestions/query'
import { interviewStructureFields } from './sections/interviewStructure/query'
import { pricingFields } from './sections/pricing/query'
import { processFields } from './sections/process/query'
import { resourceHeroFields } from './sections/resourceHero/query'
import { roleProfilesFields } from './sections/roleProfiles/query'
import { talentGuidesFields } from './sections/talentGuides/query'
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

/** `/jobbeschreibung`: hero, the three role profiles, closing call to action, SEO, button targets. */
export const jobDescriptionPageQuery = defineQuery(`{
  "page": *[_type == "jobDescriptionPage" && _id == "jobDescriptionPage"][0]{
    hero{${resourceHeroFields}},
    roles{${roleProfilesFields}},
    finalCta{${finalCtaFields}},
    seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    appLoginUrl,
    appRegisterUrl,
    actions{ demoCall, consultation, templateDownload, application }
  }
}`)

/** `/interviewfragen`: questions by role, best practices, the 60-minute structure, template. */
export const interviewQuestionsPageQuery = defineQuery(`{
  "page": *[_type == "interviewQuestionsPage" && _id == "interviewQuestionsPage"][0]{
    hero{${resourceHeroFields}},
    questions{${interviewQuestionsFields}},
    bestPractices{${bestPracticesFields}},
    structure{${interviewStructureFields}},
    finalCta{${finalCtaFields}},
    seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    appLoginUrl,
    appRegisterUrl,
    actions{ demoCall, consultation, templateDownload, application }
  }
}`)

/** `/interview-tipps`: the talents' guides per role. */
export const interviewTipsPageQuery = defineQuery(`{
  "page": *[_type == "interviewTipsPage" && _id == "interviewTipsPage"][0]{
    hero{${resourceHeroFields}},
    guides{${talentGuidesFields}},
    finalCta{${finalCtaFields}},
    seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }
  },
  "ctaTargets": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    appLoginUrl,
    appRegisterUrl,
    actions{ demoCall, consultation, templateDownload, application }
  }
}`)
