import { aboutPage } from './documents/aboutPage'
import { agent } from './documents/agent'
import { careerOpening } from './documents/careerOpening'
import { careersPage } from './documents/careersPage'
import { companyLandingPage } from './documents/companyLandingPage'
import { companyComparisonPage, talentComparisonPage } from './documents/comparisonPages'
import { conciergePage } from './documents/conciergePage'
import { faq } from './documents/faq'
import { companyHowItWorksPage, talentHowItWorksPage } from './documents/howItWorksPage'
import { interviewQuestion } from './documents/interviewQuestion'
import { interviewQuestionsPage } from './documents/interviewQuestionsPage'
import { interviewTipsPage } from './documents/interviewTipsPage'
import { jobDescriptionPage } from './documents/jobDescriptionPage'
import { legalDocument } from './documents/legalDocument'
import { pricingPage } from './documents/pricingPage'
import { pricingPlan } from './documents/pricingPlan'
import { roleProfile } from './documents/roleProfile'
import { sampleJob } from './documents/sampleJob'
import { siteSettings } from './documents/siteSettings'
import { talentLandingPage } from './documents/talentLandingPage'
import { blockContent } from './objects/blockContent'
import { cta } from './objects/cta'
import { link } from './objects/link'
import { seo } from './objects/seo'
import { sectionTypes } from './sections'
import { howItWorksAndComparisonSectionTypes } from './sections/pageSections'
import { resourceSectionTypes } from './sections/resources'
import { pageSectionTypes } from './sections/pages'

/** Documents that exist exactly once, under their type name as fixed id. */
export const singletonTypes = [
  'siteSettings',
  'companyLandingPage',
  'talentLandingPage',
  'companyHowItWorksPage',
  'talentHowItWorksPage',
  'companyComparisonPage',
  'talentComparisonPage',
  'jobDescriptionPage',
  'interviewQuestionsPage',
  'interviewTipsPage',
  'pricingPage',
  'conciergePage',
  'aboutPage',
  'careersPage',
] as const

export const schemaTypes = [
  // objects
  cta,
  link,
  seo,
  blockContent,
  ...sectionTypes,
  ...howItWorksAndComparisonSectionTypes,
  ...resourceSectionTypes,
  ...pageSectionTypes,
  // documents
  siteSettings,
  companyLandingPage,
  companyHowItWorksPage,
  talentHowItWorksPage,
  companyComparisonPage,
  talentComparisonPage,
  talentLandingPage,
  pricingPage,
  conciergePage,
  aboutPage,
  careersPage,
  agent,
  sampleJob,
  pricingPlan,
  faq,
  roleProfile,
  interviewQuestion,
  jobDescriptionPage,
  interviewQuestionsPage,
  interviewTipsPage,
  careerOpening,
  legalDocument,
]
