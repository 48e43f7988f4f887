import { agent } from './documents/agent'
import { careerOpening } from './documents/careerOpening'
import { faq } from './documents/faq'
import { interviewQuestion } from './documents/interviewQuestion'
import { keyFigures } from './documents/keyFigures'
import { legalDocument } from './documents/legalDocument'
import { page } from './documents/page'
import { pricingPlan } from './documents/pricingPlan'
import { redirect } from './documents/redirect'
import { roleProfile } from './documents/roleProfile'
import { sampleJob } from './documents/sampleJob'
import { siteSettings } from './documents/siteSettings'
import { blockContent } from './objects/blockContent'
import { cta } from './objects/cta'
import { link } from './objects/link'
import { seo } from './objects/seo'
import { sectionSchemas } from '@repo/sections/schemas'

/** Documents that exist exactly once, under their type name as fixed id. */
export const singletonTypes = ['siteSettings', 'keyFigures'] as const

export const schemaTypes = [
  // objects
  cta,
  link,
  seo,
  blockContent,
  // sections of a page, each with its placement fields
  ...sectionSchemas,
  // documents
  siteSettings,
  keyFigures,
  page,
  agent,
  sampleJob,
  pricingPlan,
  faq,
  roleProfile,
  interviewQuestion,
  careerOpening,
  legalDocument,
  redirect,
]
