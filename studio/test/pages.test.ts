import {
  asRead,
  loadAllDocuments,
  loadDocuments,
  studioSchema,
  studioValidation,
  withSectionKeys,
  type Document,
} from './dataset'

// The pricing, concierge, about and careers pages: the spec's figures in content, and the rules
// that keep editors from breaking them.

const schema = studioSchema()
let documents: Document[]
/** What visitors read: the facts filled in. */
let read: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
  read = await asRead(documents)
})

const byId = <T = Document>(id: string) =>
  withSectionKeys(read.find((document) => document._id === id)!) as T
const ofType = (type: string) =>
  documents
    .filter((document) => document._type === type)
    .sort((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)))

describe('content carries the spec’s figures', () => {
  test('pricing page: four explanation cards', () => {
    const page = byId<{ explanation: { items: unknown[] } }>('pricingPage')
    expect(page.explanation.items).toHaveLength(4)
  })

  test('concierge: 499 € setup, 999 € a month, claims 0h / 2h / 7 Tage / 24h', () => {
    const page = byId<{
      hero: { stats: { value: string }[] }
      journey: { steps: { number: number }[] }
      features: { items: unknown[] }
      testimonials: { items: unknown[] }
      pricing: { setupPrice: number; monthlyPrice: number; primaryCta: { action: string } }
    }>('conciergePage')
    expect(page.pricing).toMatchObject({ setupPrice: 499, monthlyPrice: 999 })
    expect(page.hero.stats.map((stat) => stat.value)).toEqual([
      '0\u00a0h',
      '2\u00a0h',
      '7\u00a0Tage',
      '24\u00a0h',
    ])
    expect(page.journey.steps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(page.features.items).toHaveLength(6)
    expect(page.testimonials.items).toHaveLength(3)
    expect(ofType('faq').filter((faq) => faq.audience === 'concierge')).toHaveLength(5)
  })

  test('about: three values and the stats 500+, 10.000+, 4,8/5', () => {
    const page = byId<{ values: { values: unknown[] }; stats: { stats: { value: string }[] } }>(
      'aboutPage',
    )
    expect(page.values.values).toHaveLength(3)
    expect(page.stats.stats.map((stat) => stat.value)).toEqual(['500+', '10.000+', '4,8/5'])
  })

  test('pricing: the spec’s 30 % yearly discount lives in the plans, copy refers to it', async () => {
    const discounts = ofType('pricingPlan').map(({ key, savingsRule, yearlyDiscountPercent }) => ({
      key,
      savingsRule,
      yearlyDiscountPercent,
    }))
    expect(discounts).toEqual([
      { key: 'priority', savingsRule: 'listPriceDifference', yearlyDiscountPercent: undefined },
      { key: 'scale', savingsRule: 'yearlyDiscount', yearlyDiscountPercent: 30 },
      { key: 'start', savingsRule: 'yearlyDiscount', yearlyDiscountPercent: 30 },
    ])
    const page = byId<{
      hero: { text: string; stats: { value: string }[] }
      plans: { yearlyBadge: string }
    }>('pricingPage')
    expect(page.hero.stats.map((stat) => stat.value)).toContain('30\u00a0%')
    expect(page.hero.text).toContain('30\u00a0%')
    expect(page.plans.yearlyBadge).toBe('30\u00a0% sparen')
    // Written out nowhere, drafts included: every statement of the discount is the placeholder.
    expect(JSON.stringify(await loadAllDocuments())).not.toMatch(/(?<![\d,.])30\s%/)
  })

  test('careers: the six open openings, full-time, remote or Munich, one closed', () => {
    const all = ofType('careerOpening')
    const openings = all.filter((opening) => opening.open === true)
    expect(all.filter((opening) => opening.open === false)).toHaveLength(1)
    expect(openings.map((opening) => opening.title)).toEqual([
      'Marketing Manager',
      'CMO',
      'Frontend Developer',
      'Backend Developer',
      'UX/UI Designer',
      'Customer Support Representative',
    ])
    // Full-time, as search engines read it; the careers page's openings section names it.
    const labels = byId<{ openings: { employmentTypeLabels: { fullTime: string } } }>('careersPage')
      .openings.employmentTypeLabels
    expect(labels.fullTime).toBe('Vollzeit')
    for (const opening of openings) {
      expect(opening.employmentType).toBe('FULL_TIME')
      expect(['Remote', 'München']).toContain(opening.location)
    }
  })
})

describe('the Studio’s validation rules', () => {
  /** The dataset with one page section (by its key) changed. */
  const withSection = (id: string, key: string, change: (value: never) => unknown) =>
    documents.map((document) =>
      document._id === id
        ? {
            ...document,
            sections: (document.sections as { _key: string }[]).map((section) =>
              section._key === key ? change(structuredClone(section) as never) : section,
            ),
          }
        : document,
    )
  const issuesOf = async (changed: Document[], id: string) =>
    (await studioValidation(schema, changed, { only: [id] }))
      .filter((issue) => issue.documentId === id)
      .map(({ path, message }) => `${path}: ${message}`)

  test('refuse journey steps out of order', async () => {
    const changed = withSection(
      'conciergePage',
      'journey',
      (section: { steps: { number: number }[] }) => ({
        ...section,
        steps: [...section.steps].reverse(),
      }),
    )
    expect(await issuesOf(changed, 'conciergePage')).toContain(
      'sections.{"_key":"journey"}.steps: Die Schritte müssen von 1 an fortlaufend nummeriert sein.',
    )
  })

  test('refuse two sections with one anchor, and a page with every section hidden', async () => {
    const twice = withSection('conciergePage', 'features', (section: object) => ({
      ...section,
      anchor: 'ablauf',
    }))
    expect(await issuesOf(twice, 'conciergePage')).toContain(
      'sections: Die Sprungmarke „ablauf“ gibt es zweimal auf dieser Seite.',
    )
    const hidden = documents.map((document) =>
      document._id === 'aboutPage'
        ? {
            ...document,
            sections: (document.sections as object[]).map((section) => ({
              ...section,
              hidden: true,
            })),
          }
        : document,
    )
    expect(await issuesOf(hidden, 'aboutPage')).toContain(
      'sections: Alle Abschnitte sind ausgeblendet: die Seite wäre leer.',
    )
    expect(await issuesOf(documents, 'conciergePage')).toEqual([])
  })

  test('refuse a path the site uses itself, and an uppercase one', async () => {
    const withSlug = (slug: string) =>
      documents.map((document) =>
        document._id === 'aboutPage'
          ? { ...document, slug: { _type: 'slug', current: slug } }
          : document,
      )
    expect(await issuesOf(withSlug('api/seite'), 'aboutPage')).toContain(
      'slug: „/api“ gehört der Website selbst; bitte einen anderen Pfad wählen.',
    )
    expect((await issuesOf(withSlug('Ueber-Uns'), 'aboutPage')).join()).toMatch(/Kleinbuchstaben/)
  })

  test('refuse an application subject without the title placeholder', async () => {
    const changed = withSection('careersPage', 'openings', (section: object) => ({
      ...section,
      subjectTemplate: 'Bewerbung',
    }))
    expect(await issuesOf(changed, 'careersPage')).toContain(
      'sections.{"_key":"openings"}.subjectTemplate: Platzhalter fehlt: {title}',
    )
  })

  test('refuse a placeholder naming no key figure or plan, on the field that holds it', async () => {
    const changed = withSection('conciergePage', 'hero', (section: { heading: string }) => ({
      ...section,
      heading: 'Erstes Interview in {{kennzahl.gibtsNicht}} Tagen ab {{plan.start.preis',
    }))
    const issues = await issuesOf(changed, 'conciergePage')
    expect(issues).toContainEqual(
      expect.stringMatching(
        /^sections\.\{"_key":"hero"\}\.heading: Unbekannter Platzhalter „\{\{kennzahl\.gibtsNicht\}\}“\. Verfügbar: .*\{\{plan\.start\.preis\}\}/,
      ),
    )
    expect(issues).toContainEqual(expect.stringContaining('Unvollständiger Platzhalter'))
  })

  test('refuse a yearly discount plan without its discount, or one of 100 %', async () => {
    const withDiscount = (yearlyDiscountPercent?: number) =>
      documents.map((document) =>
        document._id === 'pricingPlan-start' ? { ...document, yearlyDiscountPercent } : document,
      )
    expect(await issuesOf(withDiscount(undefined), 'pricingPlan-start')).toContain(
      'yearlyDiscountPercent: Für die Ersparnis nach Jahresrabatt wird der Rabatt benötigt.',
    )
    for (const percent of [0, 100]) {
      expect(await issuesOf(withDiscount(percent), 'pricingPlan-start')).toContain(
        'yearlyDiscountPercent: Ein Rabatt über 0 und unter 100 %.',
      )
    }
    expect(await issuesOf(withDiscount(12.5), 'pricingPlan-start')).toEqual([])
  })

  test('offer the yearly discount as a placeholder only of plans that have one', async () => {
    const withBadge = (yearlyBadge: string) =>
      withSection('pricingPage', 'plans', (section: object) => ({ ...section, yearlyBadge }))
    expect(await issuesOf(withBadge('{{plan.start.jahresrabatt}} sparen'), 'pricingPage')).toEqual(
      [],
    )
    expect(
      await issuesOf(withBadge('{{plan.priority.jahresrabatt}} sparen'), 'pricingPage'),
    ).toEqual([
      expect.stringMatching(
        /^sections\.\{"_key":"plans"\}\.yearlyBadge: Unbekannter Platzhalter „\{\{plan\.priority\.jahresrabatt\}\}“\. Verfügbar: .*\{\{plan\.scale\.jahresrabatt\}\}/,
      ),
    ])
  })

  test('refuse a plan key another plan has', async () => {
    const changed = documents.map((document) =>
      document._id === 'pricingPlan-scale' ? { ...document, key: 'start' } : document,
    )
    expect(await issuesOf(changed, 'pricingPlan-scale')).toContain(
      'key: Das Kürzel „start“ hat schon ein anderer Preisplan.',
    )
  })
})
