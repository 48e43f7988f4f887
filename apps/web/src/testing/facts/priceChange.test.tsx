import { createEmbeddedSource, loadDataset, type EmbeddedSource } from '@repo/content'
import { cleanup, render } from '@testing-library/react'
import { chaosRoutes, renderRoute } from '../chaos/renderRoute'

// A price lives once, in its plan: change it in the dataset and every route shows the new one
// (copy, tables, calculator, structured data, metadata) and none the old.

let mockSource: EmbeddedSource
jest.mock('@/lib/content', () => ({
  fetchContent: (query: string, params?: Record<string, unknown>) =>
    mockSource.fetch(query, params),
  isDraftMode: async () => false,
}))

const dataset = loadDataset()
const oldPrice = 249.99
const newPrice = 263.17

/** The bundled dataset with every plan that costs the old price at the new one. */
const repriced = dataset.map((document) =>
  document._type === 'pricingPlan' && document.monthlyPrice === oldPrice
    ? { ...document, monthlyPrice: newPrice }
    : document,
)

/** What a visitor and a crawler get on each route: the page's text, its JSON-LD and metadata. */
async function routeTexts(documents: typeof dataset): Promise<Map<string, string>> {
  mockSource = createEmbeddedSource({ documents })
  const texts = new Map<string, string>()
  for (const route of chaosRoutes) {
    const result = await renderRoute(route)
    if (result.status !== 200) throw new Error(`${route.path} answers ${result.status}`)
    const { container } = render(<>{result.tree}</>)
    texts.set(route.path, `${container.textContent}\n${JSON.stringify(result.metadata)}`)
    cleanup()
  }
  return texts
}

const shows = (text: string, price: number) =>
  text.includes(price.toFixed(2)) || text.includes(price.toFixed(2).replace('.', ','))

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

test('a changed plan price shows on every page that showed the old one, the old one nowhere', async () => {
  const before = await routeTexts(dataset)
  const showing = [...before].filter(([, text]) => shows(text, oldPrice)).map(([path]) => path)
  expect(showing).toEqual(
    expect.arrayContaining([
      '/unternehmen',
      '/unternehmen/preise',
      '/unternehmen/so-funktionierts',
      '/unternehmen/vergleich',
    ]),
  )

  const after = await routeTexts(repriced)
  for (const [path, text] of after) {
    expect({ path, old: shows(text, oldPrice) }).toEqual({ path, old: false })
    expect({ path, new: shows(text, newPrice) }).toEqual({ path, new: showing.includes(path) })
  }
  // The ROI calculator's yearly SalesSwipe cost follows the plan: 12 payments of the price.
  expect(before.get('/unternehmen/vergleich')).toContain('2.999,88')
  expect(after.get('/unternehmen/vergleich')).toContain('3.158,04')
}, 120_000)
