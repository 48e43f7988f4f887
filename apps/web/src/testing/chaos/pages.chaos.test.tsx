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
jest.mock('@/content/fetch', () => ({
  fetchContent: async (query: string, params?: Record<string, unknown>) => {
    const result: unknown = await mockSource.fetch(query, params)
    mockReads.push(JSON.stringify(result))
    return result
  },
  // Visitors' pages: never a draft preview.
  isDraftMode: async () => false,
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

type ChaosRoute = (typeof chaosRoutes)[number]

/** What each route reads from the bundled content: a route that reads the same renders the same. */
const unchangedReads = new Map<string, string>()

/**
 * Renders a route from `documents` and checks what visitors would get; returns the rendered
 * container, or undefined for a 404. A route the mutations did not reach is not rendered again
 * (rendering is the slow part): its bundled-content render was checked already.
 */
async function renderChecked(route: ChaosRoute, documents: typeof dataset) {
  mockSource = createEmbeddedSource({ documents })
  mockReads = []
  const result = await renderRoute(route)
  const reads = mockReads.join('\n')
  if (documents === dataset) unchangedReads.set(route.path, reads)
  else if (unchangedReads.get(route.path) === reads) return 'unchanged'
  expectSafeMetadata(result.metadata)
  if (result.status === 404) {
    expect(isGone(documents, route)).toBe(true)
    return undefined
  }
  const { container } = render(<>{result.tree}</>)
  expectSafeMarkup(container)
  return container
}

/**
 * The page's bands: the outermost sections in main, as markup. React's client-side ids
 * (`useId`) count mounts across renders, so they are left out of the comparison.
 */
function bands(container: HTMLElement | undefined): string[] {
  const sections = [...(container?.querySelectorAll('main section') ?? [])]
  return sections
    .filter((section) => !section.parentElement?.closest('section'))
    .map((section) => section.outerHTML.replace(/_r_[0-9a-z]+_/g, '_r_'))
}

/** Each route's bands with the bundled content. */
const baselineBands = new Map<string, string[]>()

async function baselineOf(route: ChaosRoute): Promise<string[]> {
  if (!baselineBands.has(route.path)) {
    const container = await renderChecked(route, dataset)
    if (!(container instanceof HTMLElement)) throw new Error(`${route.path} does not render`)
    baselineBands.set(route.path, bands(container))
    cleanup()
  }
  return baselineBands.get(route.path)!
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
      const container = await renderChecked(route, dataset)
      expect(container).toBeInstanceOf(HTMLElement)
      expect((container as HTMLElement).querySelector('main h1')).toHaveTextContent(/\S/)
    },
  )
})

// Seeds are cheap here and expensive in the e2e: most seeds run in jest (CHAOS_SEEDS overrides).
describe('every route with chaotic content', () => {
  it.each(chaosSeeds({ fallback: 20 }))('seed %i', async (seed) => {
    for (const route of chaosRoutes) await baselineOf(route)
    const { documents, mutations } = mutate(dataset, seed, { count: 12 })
    for (const route of chaosRoutes) {
      await withSeed(seed, route.path, mutations, () => renderChecked(route, documents))
      cleanup()
    }
  })
})

describe('a broken section degrades alone', () => {
  // Everything but deleting a whole document (that is the page's 404 or another document).
  const kinds = mutationKinds.filter((kind) => kind !== 'deleteDocument')
  // Damage to the page itself rather than to one of its sections: the list of sections, the
  // layout, the path (checked above to give the 404 where that is the design).
  const pageLevel = /^(sections|layout|slug)(\.current)?$/

  it.each(chaosSeeds({ fallback: 120 }))('seed %i', async (seed) => {
    const route = chaosRoutes[seed % chaosRoutes.length]!
    const baseline = await baselineOf(route)
    const { documents, mutations } = mutate(dataset, seed, {
      count: 1,
      kinds,
      documents: (document) => document._id === route.documentId,
    })
    await withSeed(seed, route.path, mutations, async () => {
      const container = await renderChecked(route, documents)
      // Unchanged content renders as before; a 404 was checked to be the design.
      if (container === 'unchanged' || !container) return
      if (mutations.every((mutation) => pageLevel.test(mutation.path))) return
      expect(changedBands(baseline, bands(container))).toBeLessThanOrEqual(1)
    })
  })
})
