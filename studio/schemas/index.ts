import { aboutPage } from './documents/aboutPage'
import { agent } from './documents/agent'
import { careerOpening } from './documents/careerOpening'
import { careersPage } from './documents/careersPage'
import { companyLandingPage } from './documents/companyLandingPage'
import { conciergePage } from './documents/conciergePage'
import { faq } from './documents/faq'
import { interviewQuestion } from './documents/interviewQuestion'
import { legalDocument } from './documents/legalDocument'
import { pricingPage } from './documents/pricingPage'
import { pricingPlan } from './documents/pricingPlan'
import { roleProfile } from './documents/roleProfile'
import { sampleJob } from './documents/sampleJob'
import { siteSettings } from './documents/siteSettings'
import { blockContent } from './objects/blockContent'
import { cta } from './objects/cta'
import { link } from './objects/link'
import { seo } from './objects/seo'
import { sectionTypes } from './sections'
import { pageSectionTypes } from './sections/pages'

/** Documents that exist exactly once, under their type name as fixed id. */
export const singletonTypes = [
  'siteSettings',
  'companyLandingPage',
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
  ...pageSectionTypes,
  // documents
  siteSettings,
  companyLandingPage,
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
  careerOpening,
  legalDocument,
]
