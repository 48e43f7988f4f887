import type { ObjectRenderMembersCallback } from 'sanity'
import { defineIncomingReferenceDecoration } from 'sanity/structure'

/** The document types whose links (buttons, navigation, text, redirects) can lead to a page. */
export const linkingTypes = [
  'page',
  'siteSettings',
  'redirect',
  'legalDocument',
  'careerOpening',
  'faq',
  'pricingPlan',
] as const

/**
 * Lists at the end of the form every document that links to this one („Verwendet in“), with
 * Sanity's own incoming-references view: while any does, Sanity refuses to delete or unpublish it.
 */
export const withUsedIn: ObjectRenderMembersCallback = (members) => [
  ...members,
  defineIncomingReferenceDecoration({
    name: 'usedIn',
    title: 'Verwendet in',
    description:
      'Links, Navigation und Weiterleitungen, die hierher führen. Solange es welche gibt, lässt ' +
      'sich dieses Dokument weder löschen noch zurückziehen.',
    types: linkingTypes.map((type) => ({ type })),
    creationAllowed: false,
  }),
]
