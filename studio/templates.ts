import type { InitialValueResolver, Template } from 'sanity'
import { apiVersion } from './env'

type Reference = { _type: 'reference'; _ref: string }

const audienceValue: InitialValueResolver<{ audience: string }, { audience?: string }> = (
  params,
) => ({ audience: params?.audience })

/** A new FAQ of one audience: what each audience's FAQ list creates. */
export const faqForAudience: Template = {
  id: 'faq-for-audience',
  title: 'FAQ einer Zielgruppe',
  schemaType: 'faq',
  parameters: [{ name: 'audience', title: 'Zielgruppe', type: 'string' }],
  value: audienceValue,
}

/** The role profile with the role's fixed key, looked up as its id differs between projects. */
const roleValue: InitialValueResolver<{ role: string }, { role?: Reference }> = async (
  params,
  { getClient },
) => {
  const id = await getClient({ apiVersion }).fetch<string | null>(
    '*[_type == "roleProfile" && key == $role][0]._id',
    { role: params?.role ?? '' },
  )
  return id ? { role: { _type: 'reference', _ref: id } } : {}
}

/** A new interview question of one role: what each role's question list creates. */
export const interviewQuestionForRole: Template = {
  id: 'interviewQuestion-for-role',
  title: 'Interviewfrage einer Rolle',
  schemaType: 'interviewQuestion',
  parameters: [{ name: 'role', title: 'Rolle', type: 'string' }],
  value: roleValue,
}

/** The templates the desk lists create documents with, beside the default one per type. */
export const listTemplates = [faqForAudience, interviewQuestionForRole]
