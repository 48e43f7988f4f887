import { isSafeHref } from '../schemas/lib/href'
import { loadDocuments, studioSchema, studioValidation, type Document } from './dataset'

// The validation rules that keep editors from publishing content that would break a page, with
// the German messages the Studio shows them.

const schema = studioSchema()
let documents: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
})

/** The dataset with one document changed by `change` (on a copy). */
// Loose writes into the dataset: a wrong guess about the shape fails the test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const withChange = (id: string, change: (document: Record<string, any>) => void) =>
  documents.map((document) => {
    if (document._id !== id) return document
    const copy = structuredClone(document)
    change(copy)
    return copy
  })

const issuesOf = async (changed: Document[], id: string) =>
  (await studioValidation(schema, changed, { only: [id] })).map(
    ({ path, message }) => `${path}: ${message}`,
  )

describe('links', () => {
  test.each([
    ['an internal path', '/unternehmen/preise', true],
    ['a path with an anchor', '/karriere#stellen', true],
    ['an https URL', 'https://termine.salesswipe.example/demo', true],
    ['an e-mail address', 'mailto:hallo@salesswipe.example?subject=Hallo', true],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a javascript: URL in capitals', 'JavaScript:alert(1)', false],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>', false],
    ['a protocol-relative URL', '//evil.example', false],
    ['a backslash path browsers read as another host', '/\\evil.example', false],
    ['an ftp URL', 'ftp://files.salesswipe.example', false],
    ['a bare word', 'preise', false],
    ['a URL with a space before it', ' https://salesswipe.example', false],
  ])('%s: %s', (_, href, safe) => {
    expect(isSafeHref(href, ['internal', 'absolute'])).toBe(safe)
  })

  test('internal paths are refused where only external targets make sense', () => {
    expect(isSafeHref('/karriere', ['absolute'])).toBe(false)
    expect(isSafeHref('https://salesswipe.example/karriere', ['absolute'])).toBe(true)
  })

  test('a javascript: link is refused in the footer, in text and in the button targets', async () => {
    const changed = withChange('siteSettings', (settings) => {
      settings.footer.columns[0].links[0].link = { _type: 'link', url: 'javascript:alert(1)' }
      settings.actions.demoCall = 'javascript:alert(1)'
      settings.navigation.resources[0].link = { _type: 'link', url: 'javascript:alert(1)' }
    })
    const issues = await issuesOf(changed, 'siteSettings')
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^footer\.columns\..*\.links\..*\.link\.url: Nur http\(s\):\/\/… oder mailto:… sind erlaubt\.$/,
        ),
        'actions.demoCall: Nur http(s)://… oder mailto:… sind erlaubt.',
        expect.stringMatching(/^navigation\.resources\..*\.link\.url: Nur http\(s\)/),
      ]),
    )

    const legal = documents.find((document) => document._type === 'legalDocument')!
    const inText = withChange(legal._id, (document) => {
      const block = document.body.find((item: { _type: string }) => item._type === 'block')
      block.markDefs = [{ _key: 'evil', _type: 'link', url: 'javascript:alert(1)' }]
      block.children[0].marks = ['evil']
    })
    expect(await issuesOf(inText, legal._id)).toContainEqual(
      expect.stringMatching(/^body\..*\.url: Nur http\(s\)/),
    )
  })

  test('the app URLs accept only http(s)', async () => {
    const changed = withChange('siteSettings', (settings) => {
      settings.appLoginUrl = 'javascript:alert(1)'
    })
    expect(await issuesOf(changed, 'siteSettings')).toContain(
      'appLoginUrl: Entspricht nicht den erlaubten Protokollen/Schemata',
    )
  })
})

describe('numbers', () => {
  test('a negative price is refused', async () => {
    const changed = withChange('pricingPlan-start', (plan) => {
      plan.monthlyPrice = -1
    })
    expect(await issuesOf(changed, 'pricingPlan-start')).toContainEqual(
      'monthlyPrice: Ein Betrag von 0 bis 100.000 € mit höchstens zwei Nachkommastellen.',
    )
  })

  test('a trial of half a day and a percentage above 100 are refused', async () => {
    const plan = withChange('pricingPlan-start', (document) => {
      document.trialDays = 7.5
    })
    expect(await issuesOf(plan, 'pricingPlan-start')).toContainEqual(
      expect.stringMatching(/^trialDays: .*ganze Zahl/),
    )
    const roi = withChange('companyComparisonPage', (page) => {
      const calculator = page.sections.find(
        (section: { _key: string }) => section._key === 'roiCalculator',
      )
      calculator.assumptions.headhunterFeePercent = 120
    })
    expect(await issuesOf(roi, 'companyComparisonPage')).toContainEqual(
      expect.stringMatching(
        /^sections\.\{"_key":"roiCalculator"\}\.assumptions\.headhunterFeePercent: .*100/,
      ),
    )
  })

  test('more seats claimed than exist is refused', async () => {
    const changed = withChange('pricingPlan-priority', (plan) => {
      plan.seatCounter.claimed = plan.seatCounter.limit + 1
    })
    expect(await issuesOf(changed, 'pricingPlan-priority')).toContain(
      'seatCounter: Es können nicht mehr Plätze vergeben sein als es gibt.',
    )
  })
})

describe('SEO', () => {
  test('a page title over 60 and a description over 160 characters are refused', async () => {
    const changed = withChange('pricingPage', (page) => {
      page.seo = { _type: 'seo', title: 'P'.repeat(61), description: 'D'.repeat(161) }
    })
    expect(await issuesOf(changed, 'pricingPage')).toEqual(
      expect.arrayContaining([
        'seo.title: Der Seitentitel darf höchstens 60 Zeichen lang sein.',
        'seo.description: Die Beschreibung darf höchstens 160 Zeichen lang sein.',
      ]),
    )
  })

  test('the default title and description of the site settings have the same limits', async () => {
    const changed = withChange('siteSettings', (settings) => {
      settings.seo.defaultTitle = 'T'.repeat(61)
      settings.seo.defaultDescription = 'D'.repeat(161)
    })
    expect(await issuesOf(changed, 'siteSettings')).toEqual(
      expect.arrayContaining([
        'seo.defaultTitle: Der Standard-Titel darf höchstens 60 Zeichen lang sein.',
        'seo.defaultDescription: Die Standard-Beschreibung darf höchstens 160 Zeichen lang sein.',
      ]),
    )
  })
})

/**
 * The document with every text, number and yes/no value removed, keeping its objects, lists and
 * references: each required field below the top level is then missing once.
 */
function hollow(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.filter((item) => typeof item === 'object' && item !== null)
    return items.map(hollow)
  }
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, field]) => key.startsWith('_') || (typeof field === 'object' && field !== null),
      )
      .map(([key, field]) => [key, key.startsWith('_') ? field : hollow(field)]),
  )
}

test('every missing value is reported in German, naming what to fill in', async () => {
  const published = documents.filter((document) => !document._id.startsWith('drafts.'))
  const empty = [...new Set(published.map((document) => document._type))].map((type) => ({
    _id: `empty-${type}`,
    _type: type,
  }))
  const hollowed = published.map(
    (document) =>
      ({ ...(hollow(document) as Document), _id: `hollow-${document._id}` }) as Document,
  )
  const probes = [...empty, ...hollowed]
  const issues = await studioValidation(schema, [...documents, ...probes], {
    only: probes.map((document) => document._id),
  })
  // Every required field of every type is missing in some probe.
  expect(issues.length).toBeGreaterThan(500)
  const typeOf = new Map(probes.map((document) => [document._id, document._type]))
  const generic = issues
    .filter(({ message }) => message === 'Erforderlich' || /^validation:/.test(message))
    // Sanity's own slug type adds a generic marker on `current`; the slug field names what is missing.
    .filter(({ path }) => !/(^|\.)slug\.current$/.test(path))
    .map(
      ({ documentId, path, message }) =>
        `${typeOf.get(documentId)} ${path.replace(/\{"_key":"[^"]*"\}/g, '[]')}: ${message}`,
    )
  expect([...new Set(generic)]).toEqual([])
}, 180_000)

describe('lengths and answers', () => {
  const issuesWithLevel = async (changed: Document[], id: string) =>
    (await studioValidation(schema, changed, { only: [id] })).map(
      ({ path, level, message }) => `${level} ${path}: ${message}`,
    )

  test('a long headline, badge or stat value is a warning, not an error', async () => {
    const page = withChange('companyLandingPage', (document) => {
      const hero = document.sections.find((section: { _key: string }) => section._key === 'hero')
      hero.heading = 'Ü'.repeat(81)
      hero.highlight = undefined
      hero.stats[0].value = '1'.repeat(15)
    })
    expect(await issuesWithLevel(page, 'companyLandingPage')).toEqual(
      expect.arrayContaining([
        'warning sections.{"_key":"hero"}.heading: „Überschrift“ hat mehr als 80 Zeichen: auf dem Handy wird das schnell zu lang. Geht es kürzer?',
        expect.stringMatching(
          /^warning sections\.\{"_key":"hero"\}\.stats\..*\.value: „Wert“ hat mehr als 14 Zeichen/,
        ),
      ]),
    )
    const plan = withChange('pricingPlan-start', (document) => {
      document.badge = 'Sonderangebot für Frühentschlossene'
    })
    expect(await issuesWithLevel(plan, 'pricingPlan-start')).toEqual([
      'warning badge: „Badge“ hat mehr als 20 Zeichen: auf dem Handy wird das schnell zu lang. Geht es kürzer?',
    ])
  })

  test('a FAQ answer cannot be empty, and a long one is a warning', async () => {
    const blank = withChange('faq-talent-01', (faq) => {
      faq.answer = [{ ...faq.answer[0], children: [{ ...faq.answer[0].children[0], text: ' ' }] }]
    })
    expect(await issuesWithLevel(blank, 'faq-talent-01')).toEqual([
      'error answer: Bitte eine Antwort schreiben.',
    ])
    const long = withChange('faq-talent-01', (faq) => {
      faq.answer[0].children[0].text = 'Lang. '.repeat(101)
    })
    expect(await issuesWithLevel(long, 'faq-talent-01')).toEqual([
      'warning answer: „Antwort“ hat mehr als 600 Zeichen: auf dem Handy wird das schnell zu lang. Geht es kürzer?',
    ])
  })

  test('an interview question’s category comes from its role’s fixed list', async () => {
    const changed = withChange('interviewQuestion-opener-01', (question) => {
      question.category = 'Pipeline & Zusammenarbeit'
    })
    expect(await issuesWithLevel(changed, 'interviewQuestion-opener-01')).toEqual([
      'error category: Für Opener gibt es: Motivation & Hintergrund, Kaltakquise & Gesprächsführung, Einwandbehandlung & Resilienz, Arbeitsweise & Kennzahlen.',
    ])
    const unknown = withChange('interviewQuestion-opener-01', (question) => {
      question.category = 'Sonstiges'
    })
    expect(await issuesWithLevel(unknown, 'interviewQuestion-opener-01')).toContainEqual(
      expect.stringMatching(/^error category: /),
    )
  })
})
