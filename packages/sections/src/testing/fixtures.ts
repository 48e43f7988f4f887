import { readFileSync } from 'node:fs'
import { normalise } from '@repo/content/normalise'
import type { OpeningPageQueryResult, PageQueryResult } from '@repo/content/sanity.types'
import { openingPageQuery, pageQuery } from '../queries'
import type { PageSection, SectionOf, SectionType } from '../types'
import type { PageFixtures } from './pageFixtures'

// Content for component tests as the site's queries return it from the bundled dataset
// (the jest globalSetup runs them before the tests, see pageFixtures.ts).

const file = process.env.CONTENT_FIXTURES
if (!file)
  throw new Error('CONTENT_FIXTURES is not set: jest runs the globalSetup of pageFixtures.ts')
const fixtures = JSON.parse(readFileSync(file, 'utf8')) as PageFixtures

/**
 * A section as a page receives it from the content source, which normalises what it reads to
 * the generated types: broken values dropped, or undefined when the section is dropped whole.
 * Tests of broken content go through this, as the site does.
 */
export function normalisedSection<T extends SectionType>(
  section: unknown,
): Extract<PageSection, { _type: T }> | undefined {
  const page = { _id: 'page', slug: 'test', layout: 'landing', sections: [section], seo: null }
  const { ctaTargets } = pageResult('unternehmen')
  const result = normalise(pageQuery, { page, ctaTargets } as unknown as PageQueryResult)
  return result.page?.sections[0] as Extract<PageSection, { _type: T }> | undefined
}

/** The opening page query's result for an opening as the site receives it (see above). */
export function normalisedOpeningPage(result: unknown): OpeningPageQueryResult {
  return normalise(openingPageQuery, result as OpeningPageQueryResult)
}

/** The page query's result for a path (without the leading slash). */
export function pageResult(slug: string): PageQueryResult {
  const result = fixtures.pages[slug]
  if (!result?.page) throw new Error(`the bundled dataset has no page "${slug}"`)
  return result
}

/** A drafted page's query result as a preview shows it (the preview demo's drafts). */
export function previewResult(slug: string): PageQueryResult {
  const result = fixtures.previews[slug]
  if (!result?.page) throw new Error(`the preview demo drafts no page "${slug}"`)
  return result
}

/** A preview page's first section of the type, from the preview demo's drafts. */
export function previewSection<T extends SectionType>(slug: string, type: T): SectionOf<T> {
  const section = previewResult(slug).page?.sections.find(
    (candidate: PageSection): candidate is SectionOf<T> => candidate._type === type,
  )
  if (!section) throw new Error(`the preview of "${slug}" shows no ${type}`)
  return section
}

/** The opening page query's result for an opening's slug. */
export function openingPageResult(slug: string): OpeningPageQueryResult {
  const result = fixtures.openings[slug]
  if (!result?.opening) throw new Error(`the bundled dataset has no opening "${slug}"`)
  return result
}

type Sections<Keys extends Record<string, SectionType>> = {
  [Key in keyof Keys]: NonNullable<SectionOf<Keys[Key]>>
}

/**
 * A page's sections by their keys in the bundled dataset, each checked to be of the expected
 * type: `pageSections('unternehmen', { whyUs: 'whyUsSection' }).whyUs`.
 */
export function pageSections<Keys extends Record<string, SectionType>>(
  slug: string,
  keys: Keys,
): Sections<Keys> {
  const sections = pageResult(slug).page?.sections ?? []
  return Object.fromEntries(
    Object.entries(keys).map(([key, type]) => {
      const section = sections.find((candidate: PageSection) => candidate._key === key)
      if (section?._type !== type) {
        throw new Error(`page "${slug}" has no ${type} under the key "${key}"`)
      }
      return [key, section]
    }),
  ) as Sections<Keys>
}

/** Where buttons lead, as the page query reads it from the site settings. */
export const ctaTargetsFixture = (() => {
  const targets = pageResult('unternehmen').ctaTargets
  if (!targets) throw new Error('the bundled dataset has no site settings')
  return targets
})()
