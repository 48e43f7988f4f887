import { defineQuery } from 'next-sanity'
import { agentsCarouselFields } from './sections/agentsCarousel/query'
import { aiMatchingFields } from './sections/aiMatching/query'
import { bestPracticesFields } from './sections/bestPractices/query'
import { comparisonFields } from './sections/comparison/query'
import { conciergeFaqFields, faqFields, talentFaqFields } from './sections/faq/query'
import { finalCtaFields } from './sections/finalCta/query'
import { funnelFields } from './sections/funnel/query'
import { heroFields } from './sections/hero/query'
import { legalDocumentFields, legalLabelsFields } from './sections/legal/query'
import { hiringTimelineFields } from './sections/hiringTimeline/query'
import { howItWorksBenefitsFields } from './sections/howItWorksBenefits/query'
import { howItWorksStepsFields } from './sections/howItWorksSteps/query'
import { metricsTableFields } from './sections/metricsTable/query'
import { pricingFields } from './sections/pricing/query'
import { processFields } from './sections/process/query'
import { roiCalculatorFields } from './sections/roiCalculator/query'
import { talentMethodsFields } from './sections/talentMethods/query'
import { timeToHireFields } from './sections/timeToHire/query'
import { interviewQuestionsFields } from './sections/interviewQuestions/query'
import { interviewStructureFields } from './sections/interviewStructure/query'
import { resourceHeroFields } from './sections/resourceHero/query'
import { roleProfilesFields } from './sections/roleProfiles/query'
import { talentGuidesFields } from './sections/talentGuides/query'
import { jobsCarouselFields } from './sections/jobsCarousel/query'
import { matchingFields } from './sections/matching/query'
import { roleCardsFields } from './sections/roleCards/query'
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

/** The settings that content buttons link to (see CtaButton). */
const ctaTargets = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  appLoginUrl,
  appRegisterUrl,
  actions{ demoCall, consultation, templateDownload, application }
}`

const seoFields = /* groq */ `seo{ title, description, ogImage{ asset, crop, hotspot, alt }, noIndex }`

/** The how-it-works page; both views' documents share this shape. */
const howItWorksPageFields = /* groq */ `
  hero{${heroFields}},
  steps{${howItWorksStepsFields}},
  benefits{${howItWorksBenefitsFields}},
  timeline{${hiringTimelineFields}},
  matching{${aiMatchingFields}},
  finalCta{${finalCtaFields}},
  ${seoFields}
`

/** `/unternehmen/so-funktionierts`: the how-it-works page in company wording. */
export const companyHowItWorksPageQuery = defineQuery(`{
  "page": *[_type == "companyHowItWorksPage" && _id == "companyHowItWorksPage"][0]{${howItWorksPageFields}},
  "ctaTargets": ${ctaTargets}
}`)

/** `/talente/so-funktionierts`: the how-it-works page in talent wording. */
export const talentHowItWorksPageQuery = defineQuery(`{
  "page": *[_type == "talentHowItWorksPage" && _id == "talentHowItWorksPage"][0]{${howItWorksPageFields}},
  "ctaTargets": ${ctaTargets}
}`)

/** `/unternehmen/vergleich`: ROI calculator, time to hire and metrics for companies. */
export const companyComparisonPageQuery = defineQuery(`{
  "page": *[_type == "companyComparisonPage" && _id == "companyComparisonPage"][0]{
    hero{${heroFields}},
    roiCalculator{${roiCalculatorFields}},
    timeToHire{${timeToHireFields}},
    metrics{${metricsTableFields}},
    finalCta{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/talente/vergleich`: the ways to a new job, compared for talents. */
export const talentComparisonPageQuery = defineQuery(`{
  "page": *[_type == "talentComparisonPage" && _id == "talentComparisonPage"][0]{
    hero{${heroFields}},
    methods{${talentMethodsFields}},
    finalCta{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/jobbeschreibung`: hero, the three role profiles, closing call to action, SEO, button targets. */
export const jobDescriptionPageQuery = defineQuery(`{
  "page": *[_type == "jobDescriptionPage" && _id == "jobDescriptionPage"][0]{
    hero{${resourceHeroFields}},
    roles{${roleProfilesFields}},
    finalCta{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/interviewfragen`: questions by role, best practices, the 60-minute structure, template. */
export const interviewQuestionsPageQuery = defineQuery(`{
  "page": *[_type == "interviewQuestionsPage" && _id == "interviewQuestionsPage"][0]{
    hero{${resourceHeroFields}},
    questions{${interviewQuestionsFields}},
    bestPractices{${bestPracticesFields}},
    structure{${interviewStructureFields}},
    finalCta{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/interview-tipps`: the talents' guides per role. */
export const interviewTipsPageQuery = defineQuery(`{
  "page": *[_type == "interviewTipsPage" && _id == "interviewTipsPage"][0]{
    hero{${resourceHeroFields}},
    guides{${talentGuidesFields}},
    finalCta{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
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
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/unternehmen/preise`: the plans are the same `pricingPlan` documents as on the landing page. */
export const pricingPageQuery = defineQuery(`{
  "page": *[_type == "pricingPage" && _id == "pricingPage"][0]{
    hero{${heroFields}},
    plans{${pricingFields}},
    explanation{${featureGridFields}},
    launchTip{${calloutFields}},
    signUp{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
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
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/ueber-uns`. */
export const aboutPageQuery = defineQuery(`{
  "page": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    hero{${heroFields}},
    mission{${storyFields}},
    values{${valuesFields}},
    stats{${statsFields}},
    finalCta{${finalCtaFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)

/** `/karriere`: the openings are all `careerOpening` documents. */
export const careersPageQuery = defineQuery(`{
  "page": *[_type == "careersPage" && _id == "careersPage"][0]{
    hero{${heroFields}},
    openings{${openingsFields}},
    traits{${traitsFields}},
    ${seoFields}
  },
  "ctaTargets": ${ctaTargets}
}`)
