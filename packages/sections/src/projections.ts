// Generated from schemas.ts by scripts/generate-registry.mjs — do not edit.
import { agentsCarouselFields } from './agentsCarousel/query'
import { aiMatchingFields } from './aiMatching/query'
import { bestPracticesFields } from './bestPractices/query'
import { calloutFields } from './callout/query'
import { caseStudyFields } from './caseStudy/query'
import { comparisonFields, talentComparisonFields } from './comparison/query'
import { conciergePricingFields } from './conciergePricing/query'
import { faqFields } from './faq/query'
import { featureGridFields } from './featureGrid/query'
import { finalCtaFields } from './finalCta/query'
import { funnelFields } from './funnel/query'
import { heroFields } from './hero/query'
import { hiringTimelineFields } from './hiringTimeline/query'
import { howItWorksBenefitsFields } from './howItWorksBenefits/query'
import { howItWorksStepsFields } from './howItWorksSteps/query'
import { interviewQuestionsFields } from './interviewQuestions/query'
import { interviewStructureFields } from './interviewStructure/query'
import { jobsCarouselFields } from './jobsCarousel/query'
import { journeyFields } from './journey/query'
import { logoCloudFields } from './logoCloud/query'
import { matchingFields } from './matching/query'
import { metricsTableFields } from './metricsTable/query'
import { openingsFields } from './openings/query'
import { planComparisonFields } from './planComparison/query'
import { pricingFields } from './pricing/query'
import { processFields } from './process/query'
import { productMediaFields } from './productMedia/query'
import { ratingBadgeFields } from './ratingBadge/query'
import { resourceHeroFields } from './resourceHero/query'
import { roiCalculatorFields } from './roiCalculator/query'
import { roleCardsFields } from './roleCards/query'
import { roleProfilesFields } from './roleProfiles/query'
import { statsFields } from './stats/query'
import { storyFields } from './story/query'
import { talentGuidesFields } from './talentGuides/query'
import { talentMethodsFields } from './talentMethods/query'
import { teamGridFields } from './teamGrid/query'
import { testimonialsFields } from './testimonials/query'
import { timeToHireFields } from './timeToHire/query'
import { traitsFields } from './traits/query'
import { valuesFields } from './values/query'
import { talentBenefitsFields, whyUsFields } from './whyUs/query'

/**
 * Every section type's projection, selected by its `_type`: the page query's `sections[]`
 * projection (a template literal of literals, so typegen can read it).
 */
export const sectionProjections = /* groq */ `
  _type == "heroSection" => { ${heroFields} },
  _type == "resourceHeroSection" => { ${resourceHeroFields} },
  _type == "storySection" => { ${storyFields} },
  _type == "featureGridSection" => { ${featureGridFields} },
  _type == "whyUsSection" => { ${whyUsFields} },
  _type == "talentBenefitsSection" => { ${talentBenefitsFields} },
  _type == "valuesSection" => { ${valuesFields} },
  _type == "statsSection" => { ${statsFields} },
  _type == "calloutSection" => { ${calloutFields} },
  _type == "traitsSection" => { ${traitsFields} },
  _type == "processSection" => { ${processFields} },
  _type == "funnelSection" => { ${funnelFields} },
  _type == "journeySection" => { ${journeyFields} },
  _type == "howItWorksStepsSection" => { ${howItWorksStepsFields} },
  _type == "howItWorksBenefitsSection" => { ${howItWorksBenefitsFields} },
  _type == "hiringTimelineSection" => { ${hiringTimelineFields} },
  _type == "aiMatchingSection" => { ${aiMatchingFields} },
  _type == "matchingSection" => { ${matchingFields} },
  _type == "agentsCarouselSection" => { ${agentsCarouselFields} },
  _type == "jobsCarouselSection" => { ${jobsCarouselFields} },
  _type == "roleCardsSection" => { ${roleCardsFields} },
  _type == "roleProfilesSection" => { ${roleProfilesFields} },
  _type == "interviewQuestionsSection" => { ${interviewQuestionsFields} },
  _type == "talentGuidesSection" => { ${talentGuidesFields} },
  _type == "openingsSection" => { ${openingsFields} },
  _type == "pricingSection" => { ${pricingFields} },
  _type == "faqSection" => { ${faqFields} },
  _type == "testimonialsSection" => { ${testimonialsFields} },
  _type == "comparisonSection" => { ${comparisonFields} },
  _type == "talentComparisonSection" => { ${talentComparisonFields} },
  _type == "planComparisonSection" => { ${planComparisonFields} },
  _type == "metricsTableSection" => { ${metricsTableFields} },
  _type == "timeToHireSection" => { ${timeToHireFields} },
  _type == "roiCalculatorSection" => { ${roiCalculatorFields} },
  _type == "talentMethodsSection" => { ${talentMethodsFields} },
  _type == "conciergePricingSection" => { ${conciergePricingFields} },
  _type == "logoCloudSection" => { ${logoCloudFields} },
  _type == "caseStudySection" => { ${caseStudyFields} },
  _type == "ratingBadgeSection" => { ${ratingBadgeFields} },
  _type == "teamGridSection" => { ${teamGridFields} },
  _type == "productMediaSection" => { ${productMediaFields} },
  _type == "bestPracticesSection" => { ${bestPracticesFields} },
  _type == "interviewStructureSection" => { ${interviewStructureFields} },
  _type == "finalCtaSection" => { ${finalCtaFields} }
`
