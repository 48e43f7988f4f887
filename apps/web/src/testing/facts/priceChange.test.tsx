import { createEmbeddedSource, loadDataset, type EmbeddedSource } from '@repo/content'
import { cleanup, render } from '@testing-library/react'
import { chaosRoutes, renderRoute } from '../chaos/renderRoute'

// A price lives once, in its plan: change it in the dataset and every route shows the new one
// (copy, tables, calculator, structured data, metadata) and none the old. So does the yearly
// discount, in the copy that states it and in the savings the price cards compute from it.

let mockSource: EmbeddedSource
jest.mock('@/content/fetch', () => ({
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
  // The ROI calculator's yearly SalesSwipe cost follows the plan: 12 payments of the price, in
  // whole euros (2.999,88 → 3.000, 3.158,04 → 3.158).
  expect(before.get('/unternehmen/vergleich')).toMatch(/3\.000\s€/)
  expect(after.get('/unternehmen/vergleich')).toMatch(/3\.158\s€/)
}, 120_000)

/** The bundled dataset with every plan's yearly discount at the given percent. */
const discounted = (percent: number) =>
  dataset.map((document) =>
    document._type === 'pricingPlan' && document.savingsRule === 'yearlyDiscount'
      ? { ...document, yearlyDiscountPercent: percent }
      : document,
  )

/** How often a text states a percentage ("30 %", not the end of "130 %"), any space before %. */
const timesStated = (text: string, percent: number) =>
  text.match(new RegExp(`(?<![\\d,.])${percent}\\s%`, 'g'))?.length ?? 0

test('a changed yearly discount shows in every text that stated it and in the savings', async () => {
  const before = await routeTexts(dataset)
  const stated = new Map([...before].map(([path, text]) => [path, timesStated(text, 30)]))
  // A figure no copy states yet, so each statement of it afterwards is the discount.
  const newDiscount = 23
  for (const [path, text] of before) {
    expect({ path, new: timesStated(text, newDiscount) }).toEqual({ path, new: 0 })
  }
  // The landing page: pricing badge and FAQ; the pricing page: hero text, stat, badge, metadata.
  expect(stated.get('/unternehmen')).toBeGreaterThanOrEqual(2)
  expect(stated.get('/unternehmen/preise')).toBeGreaterThanOrEqual(4)

  const after = await routeTexts(discounted(newDiscount))
  for (const [path, text] of after) {
    expect({ path, old: timesStated(text, 30), new: timesStated(text, newDiscount) }).toEqual({
      path,
      old: 0,
      new: stated.get(path),
    })
  }
  // Scale and Start save 12 × their monthly price × the discount: 30 % before, 23 % after.
  for (const path of ['/unternehmen', '/unternehmen/preise']) {
    expect(before.get(path)).toMatch(/1\.439,96.*899,96/s)
    expect(after.get(path)).toMatch(/1\.103,97.*689,97/s)
    expect(after.get(path)).not.toMatch(/1\.439,96|899,96/)
  }
}, 120_000)
