import { sliderProblem } from '@repo/sections/roiCalculator/schema'
import { asRead, loadDocuments, withSectionKeys, type Document } from './dataset'

let documents: Document[]
/** What visitors read: the facts filled in. */
let read: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
  read = await asRead(documents)
})

// Loose reads of the dataset: a wrong guess about the shape fails the expectations below.
const page = (id: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  withSectionKeys(read.find((document) => document._id === id)!) as any

describe('how-it-works pages', () => {
  test.each(['companyHowItWorksPage', 'talentHowItWorksPage'])(
    '%s: six steps, four benefits, a timeline from Tag 0 to Tag 7+, three matching factors',
    (id) => {
      const doc = page(id)
      expect(doc.steps.steps).toHaveLength(6)
      expect(doc.benefits.benefits).toHaveLength(4)
      const days = doc.timeline.entries.map((entry: { day: string }) => entry.day)
      expect(days[0]).toBe('Tag 0')
      expect(days.at(-1)).toBe('Tag 7+')
      expect(doc.matching.factors.map((factor: { title: string }) => factor.title)).toEqual([
        'Skill-Matching',
        'Culture-Fit',
        'Wachstumspotenzial',
      ])
    },
  )

  test('the two views are worded differently', () => {
    const company = page('companyHowItWorksPage')
    const talent = page('talentHowItWorksPage')
    expect(company.hero.heading).not.toBe(talent.hero.heading)
    expect(company.steps.heading).not.toBe(talent.steps.heading)
  })
})

describe('company comparison page', () => {
  test('the ROI calculator carries the spec’s ranges and formula constants', () => {
    const roi = page('companyComparisonPage').roiCalculator
    expect(roi.salary).toMatchObject({ min: 40000, max: 120000, step: 5000, initial: 60000 })
    expect(roi.hires).toMatchObject({ min: 1, max: 20, step: 1, initial: 3 })
    expect(roi.assumptions).toEqual({
      headhunterFeePercent: 20,
      jobBoardsCostPerHire: 2000,
      socialAdsCostPerHire: 3500,
      productPlan: { _type: 'reference', _ref: 'pricingPlan-start' },
      productPaymentsPerYear: 12,
      daysSavedPerHire: 38,
      revenueSharePercent: 15,
    })
    // One price per payment: the Start plan's, so the calculator follows a price change.
    expect(page('pricingPlan-start').monthlyPrice).toBe(249.99)
  })

  test('time to hire: job boards 45, social ads 35, headhunter 60, product 7 days', () => {
    const rows = page('companyComparisonPage').timeToHire.rows
    expect(
      rows.map(({ days, isProduct }: { days: string; isProduct: boolean }) => [days, isProduct]),
    ).toEqual([
      ['45', false],
      ['35', false],
      ['60', false],
      ['7', true],
    ])
  })

  test('a changed time to hire shows in the chart and in every text that states it', async () => {
    const changed = documents.map((document) =>
      document._id === 'keyFigures'
        ? {
            ...document,
            figures: (document.figures as { key: string }[]).map((figure) =>
              figure.key === 'tageJobboersen' ? { ...figure, value: '52' } : figure,
            ),
          }
        : document,
    )
    const visible = await asRead(changed)
    const at = (id: string) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      withSectionKeys(visible.find((document) => document._id === id)!) as any
    const comparison = at('companyComparisonPage')
    expect(comparison.timeToHire.rows[0]).toMatchObject({ method: 'Jobbörsen', days: '52' })
    expect(comparison.metrics.rows[1].jobBoards).toBe('Ø 52\u00a0Tage')
    const landingRow = at('companyLandingPage').comparison.rows[1]
    expect(landingRow.cells[0].text).toBe('Ø 52\u00a0Tage')
    expect(at('talentComparisonPage').methods.methods[0].timeToJob.text).toBe('Ø 52\u00a0Tage')
    expect(JSON.stringify(visible)).not.toMatch(/\b45\u00a0Tage/)
  })
})

test('talent comparison: job boards, headhunters, direct applications and the product', () => {
  const methods = page('talentComparisonPage').methods.methods
  expect(methods.map((method: { name: string }) => method.name)).toEqual([
    'Jobbörsen',
    'Headhunter',
    'Direktbewerbung',
    'SalesSwipe',
  ])
  expect(methods.filter((method: { isProduct: boolean }) => method.isProduct)).toHaveLength(1)
})

describe('sliderProblem', () => {
  const valid = { min: 40000, max: 120000, step: 5000, initial: 60000 }

  test('accepts a range whose steps fit and whose start lies on a step', () => {
    expect(sliderProblem(valid)).toBeUndefined()
  })

  test.each([
    ['min not below max', { ...valid, min: 120000 }],
    ['a step that does not divide the range', { ...valid, step: 7000 }],
    ['a zero step', { ...valid, step: 0 }],
    ['a start outside the range', { ...valid, initial: 130000 }],
    ['a start between two steps', { ...valid, initial: 62000 }],
  ])('refuses %s', (_case, slider) => {
    expect(sliderProblem(slider)).toEqual(expect.any(String))
  })

  test('leaves missing values to the required fields', () => {
    expect(sliderProblem({ min: 1, max: 20 })).toBeUndefined()
  })
})
