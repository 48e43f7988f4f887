// Generated from schemas.ts by scripts/generate-registry.mjs — do not edit.
import { AgentsCarousel } from './agentsCarousel/AgentsCarousel'
import { AiMatching } from './aiMatching/AiMatching'
import { BestPractices } from './bestPractices/BestPractices'
import { Callout } from './callout/Callout'
import { CaseStudy } from './caseStudy/CaseStudy'
import { Comparison } from './comparison/Comparison'
import { ConciergePricing } from './conciergePricing/ConciergePricing'
import { Faq } from './faq/Faq'
import { FeatureGrid } from './featureGrid/FeatureGrid'
import { FinalCta } from './finalCta/FinalCta'
import { Funnel } from './funnel/Funnel'
import { Hero } from './hero/Hero'
import { HiringTimeline } from './hiringTimeline/HiringTimeline'
import { HowItWorksBenefits } from './howItWorksBenefits/HowItWorksBenefits'
import { HowItWorksSteps } from './howItWorksSteps/HowItWorksSteps'
import { InterviewQuestions } from './interviewQuestions/InterviewQuestions'
import { InterviewStructure } from './interviewStructure/InterviewStructure'
import { JobsCarousel } from './jobsCarousel/JobsCarousel'
import { Journey } from './journey/Journey'
import { LogoCloud } from './logoCloud/LogoCloud'
import { Matching } from './matching/Matching'
import { MetricsTable } from './metricsTable/MetricsTable'
import { Openings } from './openings/Openings'
import { PlanComparison } from './planComparison/PlanComparison'
import { Pricing } from './pricing/Pricing'
import { Process } from './process/Process'
import { ProductMedia } from './productMedia/ProductMedia'
import { RatingBadge } from './ratingBadge/RatingBadge'
import { ResourceHero } from './resourceHero/ResourceHero'
import { RoiCalculator } from './roiCalculator/RoiCalculator'
import { RoleCards } from './roleCards/RoleCards'
import { RoleProfiles } from './roleProfiles/RoleProfiles'
import { Stats } from './stats/Stats'
import { Story } from './story/Story'
import { TalentGuides } from './talentGuides/TalentGuides'
import { TalentMethods } from './talentMethods/TalentMethods'
import { TeamGrid } from './teamGrid/TeamGrid'
import { Testimonials } from './testimonials/Testimonials'
import { TimeToHire } from './timeToHire/TimeToHire'
import { Traits } from './traits/Traits'
import { Values } from './values/Values'
import { WhyUs } from './whyUs/WhyUs'
import type { SectionComponent } from './props'
import type { SectionType } from './types'

/** Every section type's component, by `_type`: the component of the type's folder. */
export const sectionComponents: { [T in SectionType]: SectionComponent<T> } = {
  heroSection: Hero,
  resourceHeroSection: ResourceHero,
  storySection: Story,
  featureGridSection: FeatureGrid,
  whyUsSection: WhyUs,
  talentBenefitsSection: WhyUs,
  valuesSection: Values,
  statsSection: Stats,
  calloutSection: Callout,
  traitsSection: Traits,
  processSection: Process,
  funnelSection: Funnel,
  journeySection: Journey,
  howItWorksStepsSection: HowItWorksSteps,
  howItWorksBenefitsSection: HowItWorksBenefits,
  hiringTimelineSection: HiringTimeline,
  aiMatchingSection: AiMatching,
  matchingSection: Matching,
  agentsCarouselSection: AgentsCarousel,
  jobsCarouselSection: JobsCarousel,
  roleCardsSection: RoleCards,
  roleProfilesSection: RoleProfiles,
  interviewQuestionsSection: InterviewQuestions,
  talentGuidesSection: TalentGuides,
  openingsSection: Openings,
  pricingSection: Pricing,
  faqSection: Faq,
  testimonialsSection: Testimonials,
  comparisonSection: Comparison,
  talentComparisonSection: Comparison,
  planComparisonSection: PlanComparison,
  metricsTableSection: MetricsTable,
  timeToHireSection: TimeToHire,
  roiCalculatorSection: RoiCalculator,
  talentMethodsSection: TalentMethods,
  conciergePricingSection: ConciergePricing,
  logoCloudSection: LogoCloud,
  caseStudySection: CaseStudy,
  ratingBadgeSection: RatingBadge,
  teamGridSection: TeamGrid,
  productMediaSection: ProductMedia,
  bestPracticesSection: BestPractices,
  interviewStructureSection: InterviewStructure,
  finalCtaSection: FinalCta,
}
