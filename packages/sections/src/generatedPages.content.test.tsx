import { render } from '@testing-library/react'
import {
  createEmbeddedSource,
  generatePages,
  parseDataset,
  readDatasetFiles,
  slugProblem,
  toNdjson,
  type SanityDocument,
} from '@repo/content'
import { createImageProps } from '@repo/content/images'
import type { PageQueryResult } from '@repo/content/sanity.types'
import { pagePathsQuery, pageQuery } from './queries'
import { sectionComponents } from './registry'
import { Sections } from './Sections'

// A generated dataset (the scale test's, docs/scale.md) at a size CI affords: every generated
// page is found by the paths query, resolves with the page query and renders.

const count = 50
// The published documents (data.ndjson, the first file); preview drafts stay out.
const exported = readDatasetFiles()[0]!
  .text.split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SanityDocument)
const source = createEmbeddedSource({
  documents: parseDataset(toNdjson(generatePages({ documents: exported, pages: count }))),
})
const imageProps = createImageProps({ kind: 'embedded' })

describe(`a dataset with ${count} generated pages`, () => {
  let slugs: string[]
  beforeAll(async () => {
    const paths = await source.fetch<{ _id: string; slug: string | null }[]>(pagePathsQuery)
    slugs = paths.flatMap(({ _id, slug }) =>
      _id.startsWith('generatedPage-') && slug ? [slug] : [],
    )
  })

  it('lists every generated page once, under a valid path', async () => {
    expect(slugs).toHaveLength(count)
    expect(new Set(slugs).size).toBe(count)
    for (const slug of slugs) expect(slugProblem(slug)).toBeUndefined()
  })

  it('renders every generated page: one h1, each section drawn, no clashing ids', async () => {
    const errors = jest.spyOn(console, 'error')
    for (const slug of slugs) {
      const { page, ctaTargets } = await source.fetch<PageQueryResult>(pageQuery, { slug })
      expect(page?.slug).toBe(slug)
      const sections = page?.sections ?? []
      expect(sections.length).toBeGreaterThan(1)
      const context = {
        targets: ctaTargets,
        brand: ctaTargets?.brandName,
        layout: page?.layout === 'content' ? ('content' as const) : ('landing' as const),
        imageProps,
      }
      for (const section of sections) {
        expect(Object.keys(sectionComponents)).toContain(section._type)
        const alone = render(<Sections sections={[section]} context={context} />)
        expect(alone.container.textContent?.trim()).not.toBe('')
        alone.unmount()
      }
      const { container, unmount } = render(<Sections sections={sections} context={context} />)
      expect(container.querySelectorAll('h1')).toHaveLength(1)
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
      unmount()
    }
    // React warns about the carousels' first-paint arrow script when a test renders it on the
    // client; the site only ever renders it on the server.
    const problems = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith('Encountered a script tag'),
    )
    expect(problems).toEqual([])
    errors.mockRestore()
  })
})
