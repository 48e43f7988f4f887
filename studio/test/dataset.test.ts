import { documentPath } from '@repo/content/paths'
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

interface LinkTarget {
  target?: { _ref: string }
  anchor?: string
  url?: string
}

/** Where a link leads, as the site resolves it: the referenced document's current path. */
const pathOf = (link: LinkTarget) => {
  if (link.url) return link.url
  const target = documents.find((document) => document._id === link.target?._ref)
  const slug = (target?.slug as { current?: string } | undefined)?.current
  if (!target || !slug) return undefined
  return `${documentPath(target._type, slug)}${link.anchor ? `#${link.anchor}` : ''}`
}
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

test('no link is a typed path: every internal link is a reference to its document', () => {
  // Paths a document owns (its slug, the paths it had, a redirect's source) are no links.
  const owned = new Set(['current', 'previousPaths', 'source'])
  const typed: string[] = []
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (
        /^\/[\w.~%-]*(\/[\w.~%-]*)*([?#]\S*)?$/.test(value) ||
        /^[\w-]+(\/[\w-]+)*#/.test(value)
      ) {
        typed.push(path)
      }
    } else if (Array.isArray(value))
      value.forEach((item, index) => visit(item, `${path}[${index}]`))
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!owned.has(key)) visit(item, `${path}.${key}`)
      }
    }
  }
  for (const document of stored) visit(document, document._id)
  expect(typed).toEqual([])
  // And there are links: every one leads to a document or an address elsewhere.
  const links = JSON.stringify(stored).match(/"_type":"link"/g) ?? []
  expect(links.length).toBeGreaterThan(40)
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
      link: LinkTarget
      talentLink?: LinkTarget
    }
    interface Button {
      label: string
      action: string
      link?: LinkTarget
    }
    const settings = byId<{
      brandName: string
      appLoginUrl: string
      appRegisterUrl: string
      mobileBar: { companyButtons: Button[]; talentButtons: Button[] }
      notFound: object
      footer: { columns: { links: Link[] }[] }
    }>('siteSettings')
    expect(settings.brandName).toBe('SalesSwipe')
    expect(settings.appLoginUrl).toBe('https://app.salesswipe.example/login')
    expect(settings.appRegisterUrl).toBe('https://app.salesswipe.example/register')
    // The spec's two buttons, the second to the sample candidates rather than the register page.
    const [register, preview] = settings.mobileBar.companyButtons
    expect(register).toMatchObject({ label: 'Kostenlos registrieren', action: 'register' })
    expect(preview?.label).toBe('Kein Risiko: Kandidaten kostenlos ansehen')
    expect(preview?.link && pathOf(preview.link)).toBe('/unternehmen#agenten')
    expect(settings.mobileBar.talentButtons.map((button) => button.label)).not.toContain(
      preview?.label,
    )
    expect(settings.notFound).toMatchObject({ heading: '404', text: 'Oops! Page not found' })
    // The spec's footer: its short paths (/preise, …) redirect to these pages.
    const links = settings.footer.columns.flatMap((column) => column.links)
    expect(links.map((link) => pathOf(link.link))).toEqual([
      '/unternehmen/preise',
      '/unternehmen/vergleich',
      '/unternehmen/so-funktionierts',
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
    expect(links[2]?.talentLink && pathOf(links[2].talentLink)).toBe('/talente/so-funktionierts')
  })

  test('the header links per view and the resources menu, as the spec lists them', () => {
    interface Item {
      label: string
      link: LinkTarget
    }
    const { navigation } = byId<{
      navigation: { companyLinks: Item[]; talentLinks: Item[]; resources: Item[] }
    }>('siteSettings')
    const paths = (items: Item[]) => items.map((item) => pathOf(item.link))
    expect(paths(navigation.companyLinks)).toEqual([
      '/unternehmen/so-funktionierts',
      '/unternehmen/vergleich',
      '/unternehmen/preise',
    ])
    expect(paths(navigation.talentLinks)).toEqual([
      '/talente/so-funktionierts',
      '/talente/vergleich',
    ])
    expect(paths(navigation.resources)).toEqual([
      '/jobbeschreibung',
      '/interviewfragen',
      '/interview-tipps',
    ])
  })

  test('the five redirects of the spec are redirect documents', () => {
    const redirects = ofType('redirect') as (Document & {
      source: string
      destination: LinkTarget
      permanent: boolean
    })[]
    expect(
      redirects.map((redirect) => [
        redirect.source,
        pathOf(redirect.destination),
        redirect.permanent,
      ]),
    ).toEqual([
      ['/for-talents', '/talente', true],
      ['/preise', '/unternehmen/preise', true],
      ['/so-funktionierts', '/unternehmen/so-funktionierts', true],
      ['/vergleich', '/unternehmen/vergleich', true],
      ['/onboarding-concierge', '/unternehmen/onboarding-concierge', true],
    ])
  })
})
