import { schemaTypes } from '../schemas'
import {
  loadDocuments,
  studioSchema,
  studioValidation,
  withChange,
  type Document,
  type Loose,
} from './dataset'

// Placeholders are checked wherever the site fills them: facts ({{…}}) in every document with
// copy, a template's own values ({…}) in that template only, no brace alone; and the facts the
// copy names cannot vanish from the key figures or the plans under it.

const schema = studioSchema()
let documents: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
})

const edit = (id: string, change: (document: Loose) => void) => withChange(documents, id, change)

const issuesOf = async (changed: Document[], id: string) =>
  (await studioValidation(schema, changed, { only: [id] })).map(
    ({ path, message }) => `${path}: ${message}`,
  )

/** A string field of the document that holds copy, to write a placeholder into. */
const copyField: Record<string, string> = {
  agent: 'name',
  sampleJob: 'company',
  roleProfile: 'subtitle',
  interviewQuestion: 'why',
  careerOpening: 'description',
  legalDocument: 'notice',
  faq: 'question',
  pricingPlan: 'description',
  page: 'title',
}

test('every document type with copy refuses an unknown fact and lists the known ones', async () => {
  const documentTypes = schemaTypes
    .filter((type) => type.type === 'document')
    .map((type) => type.name)
  // The redirect has no copy; the settings and key figures are tested on their own.
  expect(documentTypes.filter((type) => !copyField[type]).sort()).toEqual(
    ['keyFigures', 'redirect', 'siteSettings'].sort(),
  )
  for (const [type, field] of Object.entries(copyField)) {
    const document = documents.find((candidate) => candidate._type === type)!
    const changed = edit(document._id, (copy) => {
      copy[field] = `${copy[field] ?? ''} in {{kennzahl.gibtEsNicht}} Tagen`
    })
    const issues = await issuesOf(changed, document._id)
    expect(issues).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${field}: Unbekannter Platzhalter „\\{\\{kennzahl\\.gibtEsNicht\\}\\}“\\. Verfügbar: .*\\{\\{kennzahl\\.tageBisEinstellung\\}\\}.*\\{\\{plan\\.start\\.preis\\}\\}`,
        ),
      ),
    ])
  }
})

test('a template takes its own values; copy elsewhere does not, and no brace stands alone', async () => {
  const pricing = (change: (section: Loose) => void) =>
    edit('pricingPage', (page) => {
      change(page.sections.find((section: Loose) => section._type === 'pricingSection'))
    })
  expect(
    await issuesOf(
      pricing((section) => {
        section.likesTemplate = '{count} Likes in {{kennzahl.tageBisEinstellung}} Tagen'
      }),
      'pricingPage',
    ),
  ).toEqual([])
  const issues = await issuesOf(
    pricing((section) => {
      section.likesTemplate = '{anzahl} Likes'
      section.heading = 'Nur {count} Plätze'
      section.footnote = 'Preise { zzgl. MwSt.'
    }),
    'pricingPage',
  )
  expect(issues).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /likesTemplate: Unbekannter Platzhalter „\{anzahl\}“: hier gibt es „\{count\}“\. Verfügbar: \{count\}, \{\{/,
      ),
      expect.stringMatching(/heading: „\{count\}“ füllt hier niemand aus/),
      expect.stringMatching(/footnote: Einzelne geschweifte Klammer/),
    ]),
  )
  // The settings' templates alike: the footer's year, the legal texts' date, the title.
  const settings = edit('siteSettings', (copy) => {
    copy.footer.copyright = '© {jahr} SalesSwipe'
    copy.seo.titleTemplate = '%s | SalesSwipe'
  })
  expect(await issuesOf(settings, 'siteSettings')).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^footer\.copyright: Unbekannter Platzhalter „\{jahr\}“: hier gibt es „\{year\}“/,
      ),
      'seo.titleTemplate: Platzhalter fehlt: {title}',
    ]),
  )
})

describe('facts the copy names', () => {
  test('a key figure cannot be renamed or removed while copy names it', async () => {
    const renamed = edit('keyFigures', (figures) => {
      const figure = figures.figures.find((item: Loose) => item.key === 'bewertung')
      figure.key = 'kundenzufriedenheit'
    })
    expect(await issuesOf(renamed, 'keyFigures')).toEqual([
      expect.stringMatching(
        /^: „\{\{kennzahl\.bewertung\}\}“ steht noch in „[^“]+“.*: erst dort ändern, dann hier umbenennen oder entfernen\.$/,
      ),
    ])
    const unused = edit('keyFigures', (figures) => {
      figures.figures.push({
        _key: 'neu',
        _type: 'keyFigure',
        key: 'neu',
        label: 'Neu',
        value: '1',
      })
    })
    expect(await issuesOf(unused, 'keyFigures')).toEqual([])
  })

  test('a plan’s key or a price the copy names cannot vanish', async () => {
    const renamed = edit('pricingPlan-start', (plan) => {
      plan.key = 'basis'
    })
    const [issue, ...others] = await issuesOf(renamed, 'pricingPlan-start')
    expect(others).toEqual([])
    expect(issue).toMatch(/„\{\{plan\.start\.preis\}\}“ steht noch in „[^“]+“/)
    expect(issue).toMatch(/„\{\{plan\.start\.testtage\}\}“ steht noch in „[^“]+“/)
    const emptied = edit('pricingPlan-scale', (plan) => {
      delete plan.yearlyDiscountPercent
    })
    expect(await issuesOf(emptied, 'pricingPlan-scale')).toContainEqual(
      expect.stringMatching(/^: „\{\{plan\.scale\.jahresrabatt\}\}“ steht noch in /),
    )
  })
})
