import { createEmbeddedSource, loadDataset, type EmbeddedSource } from '@repo/content'
import { cleanup, render } from '@testing-library/react'
import { chaosRoutes, renderRoute } from './renderRoute'
import { isGone } from './gone'
import { expectSafeMarkup, expectSafeMetadata } from './safety'
import { mutate, mutationKinds, type Mutation } from './mutate'
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

const describeMutations = (mutations: Mutation[]) =>
  mutations.map((m) => `${m.kind} ${m.documentId}${m.path ? `.${m.path}` : ''}`).join('; ')

/** Runs a check; a failure names the seed to rerun and what the mutations changed. */
async function withSeed(seed: number, path: string, mutations: Mutation[], check: () => unknown) {
  try {
    await check()
  } catch (error) {
    throw new Error(
      `CHAOS_SEED=${seed} ${path} failed after: ${describeMutations(mutations)}\n${String(error)}`,
      { cause: error },
    )
  }
}

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
  // React (e.g. duplicate keys) and @portabletext/react (unknown block types it skips) report
  // content problems they recover from on the console; the assertions are about what visitors get.
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
        await withSeed(seed, route.path, mutations, () => renderChecked(route, documents))
      } finally {
        cleanup()
      }
    }
  })
})

/**
 * The page's bands: the outermost sections in main, as markup. React's client-side ids
 * (`useId`) count mounts across renders, so they are left out of the comparison.
 */
function bands(container: HTMLElement): string[] {
  const sections = [...container.querySelectorAll('main section')]
  return sections
    .filter((section) => !section.parentElement?.closest('section'))
    .map((section) => section.outerHTML.replace(/_r_[0-9a-z]+_/g, '_r_'))
}

/** How many of the baseline's bands are missing or changed. */
function changedBands(baseline: readonly string[], mutated: readonly string[]): number {
  const left = [...mutated]
  return baseline.filter((band) => {
    const at = left.indexOf(band)
    if (at === -1) return true
    left.splice(at, 1)
    return false
  }).length
}

describe('a broken section degrades alone', () => {
  const baselines = new Map<string, string[]>()
  // Everything but deleting a whole document (that is the page's 404 or another document).
  const kinds = mutationKinds.filter((kind) => kind !== 'deleteDocument')

  it.each(chaosSeeds({ fallback: 60 }))('seed %i', async (seed) => {
    const route = chaosRoutes[seed % chaosRoutes.length]!
    if (!baselines.has(route.path)) {
      mockSource = createEmbeddedSource({ documents: dataset })
      const result = await renderRoute(route)
      if (result.status !== 200) throw new Error(`${route.path} is missing in the bundled content`)
      baselines.set(route.path, bands(render(<>{result.tree}</>).container))
      cleanup()
    }
    const { documents, mutations } = mutate(dataset, seed, {
      count: 1,
      kinds,
      documents: (document) => document._id === route.documentId,
    })
    mockSource = createEmbeddedSource({ documents })
    const result = await renderRoute(route)
    const mutated = result.status === 200 ? bands(render(<>{result.tree}</>).container) : []
    await withSeed(seed, route.path, mutations, () => {
      expect(changedBands(baselines.get(route.path)!, mutated)).toBeLessThanOrEqual(1)
    })
  })
})
