import { createEmbeddedSource, loadDataset, type EmbeddedSource } from '@repo/content'
import { cleanup, render } from '@testing-library/react'
import { chaosRoutes, renderRoute } from './renderRoute'
import { expectSafeMarkup, expectSafeMetadata } from './safety'
import { mutate, type Mutation } from './mutate'
import { chaosSeeds } from './seeds'

// Content chaos over every route: random malformed content (mutate.ts) must never take a page
// down, run a script or render a dangerous link. A failure names its seed; rerun it with
// CHAOS_SEED=<seed> npx jest chaos.

let mockSource: EmbeddedSource
/** What the route being rendered read (JSON per query, in order). */
let mockReads: string[] = []
jest.mock('@/lib/content', () => ({
  fetchContent: async (query: string, params?: Record<string, unknown>) => {
    const result: unknown = await mockSource.fetch(query, params)
    mockReads.push(JSON.stringify(result))
    return result
  },
}))

const dataset = loadDataset()

/** Whether a route's document (or what makes it a page) is gone, so its 404 is the design. */
function isGone(documents: readonly { _id: string; title?: unknown }[], documentId: string) {
  const document = documents.find((candidate) => candidate._id === documentId)
  if (!document) return true
  // A legal text without a title is not published (sections/legal/route.tsx).
  return (
    documentId.startsWith('legalDocument-') &&
    !(typeof document.title === 'string' && document.title.trim())
  )
}

const describeMutations = (mutations: Mutation[]) =>
  mutations.map((m) => `${m.kind} ${m.documentId}${m.path ? `.${m.path}` : ''}`).join('; ')

/** What each route reads from the bundled content: a route that reads the same renders the same. */
const unchangedReads = new Map<string, string>()

async function renderChecked(route: (typeof chaosRoutes)[number], documents: typeof dataset) {
  mockReads = []
  const result = await renderRoute(route)
  const reads = mockReads.join('\n')
  if (documents === dataset) unchangedReads.set(route.path, reads)
  // Rendering is the slow part: a route the mutations did not reach was checked with the baseline.
  else if (unchangedReads.get(route.path) === reads) return result
  if (result.status === 404) {
    expect(isGone(documents, route.documentId)).toBe(true)
  } else {
    const { container } = render(<>{result.tree}</>)
    expectSafeMarkup(container)
  }
  expectSafeMetadata(result.metadata)
  return result
}

beforeEach(() => {
  // React reports content problems it recovers from (e.g. duplicate keys) on console.error; the
  // assertions here are about what visitors get.
  // Same for @portabletext/react's console.warn about unknown block types it skips.
  jest.spyOn(console, 'error').mockImplementation(() => {})
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  jest.restoreAllMocks()
})

describe('every route with the bundled content', () => {
  it.each(chaosRoutes.map((route) => [route.path, route] as const))(
    '%s renders',
    async (_, route) => {
      mockSource = createEmbeddedSource({ documents: dataset })
      const result = await renderChecked(route, dataset)
      expect(result.status).toBe(200)
    },
  )
})

describe('every route with chaotic content', () => {
  it.each(chaosSeeds({ fallback: 60 }))('seed %i', async (seed) => {
    const { documents, mutations } = mutate(dataset, seed, { count: 12 })
    mockSource = createEmbeddedSource({ documents })
    for (const route of chaosRoutes) {
      try {
        await renderChecked(route, documents)
      } catch (error) {
        throw new Error(
          `CHAOS_SEED=${seed} ${route.path} failed after: ${describeMutations(mutations)}\n${String(error)}`,
          { cause: error },
        )
      } finally {
        cleanup()
      }
    }
  })
})
