import { agent } from './documents/agent'
import { careerOpening } from './documents/careerOpening'
import { companyLandingPage } from './documents/companyLandingPage'
import { faq } from './documents/faq'
import { interviewQuestion } from './documents/interviewQuestion'
import { legalDocument } from './documents/legalDocument'
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

/** Documents that exist exactly once, under their type name as fixed id. */
export const singletonTypes = ['siteSettings', 'companyLandingPage', 'talentLandingPage'] as const

export const schemaTypes = [
  // objects
  cta,
  link,
  seo,
  blockContent,
  ...sectionTypes,
  // documents
  siteSettings,
  companyLandingPage,
  talentLandingPage,
  agent,
  sampleJob,
  pricingPlan,
  faq,
  roleProfile,
  interviewQuestion,
  careerOpening,
  legalDocument,
]
