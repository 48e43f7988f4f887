import { defineType } from 'sanity'
import { sectionHeaderFields } from '../lib/fields'

/** Header only; the questions are the `faq` documents of the page’s audience, in their order. */
export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  fields: [...sectionHeaderFields],
})
