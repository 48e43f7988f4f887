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
import { validPlaceholders } from './lib/placeholders'
import type { ObjectRenderMembersCallback, Rule } from 'sanity'
import { Placeholders } from '../components/Placeholders'
import { sectionSchemas } from '@repo/sections/schemas'

/** Documents that exist exactly once, under their type name as fixed id. */
export const singletonTypes = ['siteSettings', 'keyFigures'] as const

interface TypeDefinition {
  type: string
  name: string
  validation?: unknown
  renderMembers?: ObjectRenderMembersCallback
}

/**
 * Every document type with copy: the content sources fill placeholders in all of them, so the
 * Studio checks them in all of them (next to the type's own document rules) and lists at the
 * form's end the ones editors may write.
 */
const withPlaceholderCheck = <T extends TypeDefinition>(type: T): T => {
  if (type.type !== 'document' || type.name === 'redirect') return type
  const own = type.validation as ((rule: Rule) => unknown) | undefined
  const validation = (rule: Rule) => [...[own?.(rule) ?? []].flat(), rule.custom(validPlaceholders)]
  const renderMembers: ObjectRenderMembersCallback = (members) => [
    ...(type.renderMembers?.(members) ?? members),
    { kind: 'decoration', key: 'placeholders', component: Placeholders },
  ]
  return { ...type, validation, renderMembers }
}

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
].map(withPlaceholderCheck)
