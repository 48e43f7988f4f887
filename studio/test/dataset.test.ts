import { singletonTypes } from '../schemas'
import { checkDataset } from './checkDataset'
import {
  asRead,
  loadAllDocuments,
  loadDocuments,
  loadExportFiles,
  loadImageFiles,
  studioSchema,
  studioValidation,
  withSectionKeys,
  type Document,
} from './dataset'

const schema = studioSchema()
let documents: Document[]
/** What visitors read: the facts filled in. */
let read: Document[]
/** With the drafts: they must be valid too, as an editor could publish them as they are. */
let stored: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
  stored = await loadAllDocuments()
  read = await asRead(documents)
})

const ofType = (type: string) => documents.filter((document) => document._type === type)
/**
 * A document read as the shape a test expects, a page's sections also under their keys; a wrong
 * guess fails the test's expectations.
 */
const byId = <T = Document>(id: string) => {
  const document = read.find((candidate) => candidate._id === id)
  return (document && withSectionKeys(document)) as T
}

test('every document matches its schema type', async () => {
  const images = await loadImageFiles()
  const files = await loadExportFiles()
  const problems = checkDataset({
    schema,
    documents: stored,
    imageFile: (name) => images.get(name),
    exportFile: (name) => files.get(name),
    singletonTypes,
  })
  expect(problems).toEqual([])
})

test('every document passes the validation rules editors see in the Studio', async () => {
  expect(await studioValidation(schema, stored)).toEqual([])
})

test('the dataset carries a few drafts for previews, each of a published document', () => {
  const drafts = stored.filter((document) => document._id.startsWith('drafts.'))
  expect(drafts.length).toBeGreaterThan(0)
  for (const draft of drafts) {
    expect(byId(draft._id.slice('drafts.'.length))).toMatchObject({ _type: draft._type })
  }
})

test('each page of the site is a published page at its own path', () => {
  // The former page singletons keep their ids; their paths are the site's routes.
  const paths = Object.fromEntries(
    ofType('page').map((page) => [page._id, (page.slug as { current: string }).current]),
  )
  expect(paths).toEqual({
    companyLandingPage: 'unternehmen',
    companyHowItWorksPage: 'unternehmen/so-funktionierts',
    companyComparisonPage: 'unternehmen/vergleich',
    pricingPage: 'unternehmen/preise',
    conciergePage: 'unternehmen/onboarding-concierge',
    talentLandingPage: 'talente',
    talentHowItWorksPage: 'talente/so-funktionierts',
    talentComparisonPage: 'talente/vergleich',
    jobDescriptionPage: 'jobbeschreibung',
    interviewQuestionsPage: 'interviewfragen',
    interviewTipsPage: 'interview-tipps',
    aboutPage: 'ueber-uns',
    careersPage: 'karriere',
  })
})

test('every image file belongs to a document (the preview demo drafts’ placeholders too)', async () => {
  const images = await loadImageFiles()
  const text = JSON.stringify(stored)
  const unused = [...images.keys()].filter((name) => !text.includes(`./images/${name}"`))
  expect(unused).toEqual([])
})

describe('content carries the spec’s figures', () => {
  test('20 agents, three roles, 15 company and 6 talent FAQs', () => {
    expect(ofType('agent')).toHaveLength(20)
    expect(ofType('roleProfile').map((role) => role.key)).toEqual(['opener', 'setter', 'closer'])
    const audiences = ofType('faq').map((faq) => faq.audience)
    expect(audiences.filter((audience) => audience === 'company')).toHaveLength(15)
    expect(audiences.filter((audience) => audience === 'talent')).toHaveLength(6)
  })

  test('plans in order Priority, Scale, Start with the spec’s prices and limits', () => {
    const plans = ofType('pricingPlan')
      .sort((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)))
      .map(({ name, trialDays, monthlyPrice, yearlyPrice, dailyLikes, activeJobs }) => ({
        name,
        trialDays,
        monthlyPrice,
        yearlyPrice,
        dailyLikes,
        activeJobs,
      }))
    expect(plans).toEqual([
      { name: 'Priority', trialDays: 14, monthlyPrice: 249.99, yearlyPrice: 174.99 },
      {
        name: 'Scale',
        trialDays: 7,
        monthlyPrice: 399.99,
        yearlyPrice: 279.99,
        dailyLikes: 30,
        activeJobs: 5,
      },
      {
        name: 'Start',
        trialDays: 7,
        monthlyPrice: 249.99,
        yearlyPrice: 174.99,
        dailyLikes: 15,
        activeJobs: 3,
      },
    ])
    expect(byId('pricingPlan-priority')).toMatchObject({
      monthlyListPrice: 1285.7,
      yearlyListPrice: 899.99,
      unlimitedLikes: true,
      unlimitedJobs: true,
      highlighted: true,
      savingsRule: 'listPriceDifference',
      seatCounter: { claimed: 433, limit: 500 },
      yearlyBonus: { value: 997 },
    })
  })

  test('funnel 100/40/10/1.5 and a 4 × 6 comparison with the product rated high', () => {
    const page = byId<{
      funnel: { stages: { percent: number }[] }
      comparison: { columns: { isProduct: boolean }[]; rows: { cells: { level: string }[] }[] }
    }>('companyLandingPage')
    expect(page.funnel.stages.map((stage) => stage.percent)).toEqual([100, 40, 10, 1.5])
    expect(page.comparison.columns).toHaveLength(4)
    expect(page.comparison.rows).toHaveLength(6)
    const product = page.comparison.columns.findIndex((column) => column.isProduct)
    for (const row of page.comparison.rows) expect(row.cells[product]?.level).toBe('high')
  })

  test('the company, talent and concierge pages list their own audience’s FAQs', () => {
    const audienceOf = (id: string) => byId<{ faq: { audience: string } }>(id).faq.audience
    expect(audienceOf('companyLandingPage')).toBe('company')
    expect(audienceOf('talentLandingPage')).toBe('talent')
    expect(audienceOf('conciergePage')).toBe('concierge')
  })

  test('9 sample jobs: a role each, the four pay models, Remote or a city', () => {
    const jobs = ofType('sampleJob') as (Document & {
      role: { _ref: string }
      payModel: string
      location: string
    })[]
    expect(jobs).toHaveLength(9)
    const roles = new Set(jobs.map((job) => job.role._ref))
    expect(roles).toEqual(
      new Set(['roleProfile-opener', 'roleProfile-setter', 'roleProfile-closer']),
    )
    expect(new Set(jobs.map((job) => job.payModel))).toEqual(
      new Set(['fix', 'fixCommission', 'hybrid', 'commission']),
    )
    expect(jobs.some((job) => job.location === 'Remote')).toBe(true)
    expect(jobs.some((job) => job.location !== 'Remote')).toBe(true)
  })

  test('talent landing page: next steps, three roles, four benefits, 3 × 6 comparison', () => {
    interface Cells {
      cells: { level: string }[]
    }
    const page = byId<{
      hero: { heading: string; nextSteps: { steps: { title: string }[] } }
      roleCards: { cards: { role: { _ref: string } }[] }
      start: { steps: unknown[] }
      benefits: { benefits: unknown[] }
      matching: { steps: unknown[] }
      comparison: { columns: { label: string; isProduct: boolean }[]; rows: Cells[] }
    }>('talentLandingPage')
    // Read as a visitor reads it: a no-break space (layout) is a space.
    expect(page.hero.heading.replace(/\s/g, ' ')).toContain('7 Tagen')
    expect(page.hero.nextSteps.steps.map((step) => step.title)).toEqual([
      expect.stringContaining('registrieren'),
      expect.stringContaining('60\u00a0Sekunden'),
      expect.stringContaining('24–48\u00a0h'),
    ])
    expect(page.roleCards.cards.map((card) => card.role._ref)).toEqual([
      'roleProfile-opener',
      'roleProfile-setter',
      'roleProfile-closer',
    ])
    expect(page.start.steps).toHaveLength(3)
    expect(page.benefits.benefits).toHaveLength(4)
    expect(page.matching.steps).toHaveLength(3)
    expect(page.comparison.columns.map((column) => column.label)).toEqual([
      'Jobbörsen',
      'Headhunter',
      'SalesSwipe',
    ])
    expect(page.comparison.rows).toHaveLength(6)
    const product = page.comparison.columns.findIndex((column) => column.isProduct)
    for (const row of page.comparison.rows) expect(row.cells[product]?.level).toBe('high')
  })

  test('site settings: app URLs, mobile bar, 404 texts and the footer links', () => {
    interface Link {
      href: string
      talentHref?: string
    }
    const settings = byId<{
      brandName: string
      appLoginUrl: string
      appRegisterUrl: string
      mobileBar: { registerLabel: string; previewCta: { label: string } }
      notFound: object
      footer: { columns: { links: Link[] }[] }
    }>('siteSettings')
    expect(settings.brandName).toBe('SalesSwipe')
    expect(settings.appLoginUrl).toBe('https://app.salesswipe.example/login')
    expect(settings.appRegisterUrl).toBe('https://app.salesswipe.example/register')
    expect(settings.mobileBar.registerLabel).toBe('Kostenlos registrieren')
    expect(settings.mobileBar.previewCta.label).toBe('Kein Risiko: Kandidaten kostenlos ansehen')
    expect(settings.notFound).toMatchObject({ heading: '404', text: 'Oops! Page not found' })
    const links = settings.footer.columns.flatMap((column) => column.links)
    expect(links.map((link) => link.href)).toEqual([
      '/preise',
      '/vergleich',
      '/so-funktionierts',
      '/jobbeschreibung',
      '/interviewfragen',
      '/interview-tipps',
      '/ueber-uns',
      '/karriere',
      '/impressum',
      '/datenschutz',
      '/agb',
      '/security',
      '/cookies',
    ])
    expect(links[2]?.talentHref).toBe('/talente/so-funktionierts')
  })
})
