import { singletonTypes } from '../schemas'
import { checkDataset, type ImageFile } from './checkDataset'
import {
  loadDocuments,
  loadImageFiles,
  studioSchema,
  studioValidation,
  type Document,
} from './dataset'

const schema = studioSchema()
let valid: Document[]
let images: Map<string, ImageFile>

beforeAll(async () => {
  valid = await loadDocuments()
  images = await loadImageFiles()
})

/** An object's field, or an array's item by index (`0`) or by `_key` (a page's `hero`). */
function child(parent: unknown, key: string): Record<string, unknown> {
  if (!Array.isArray(parent)) return (parent as Record<string, unknown>)[key] as never
  const items = parent as Record<string, unknown>[]
  return /^\d+$/.test(key) ? items[Number(key)]! : items.find((item) => item._key === key)!
}

/**
 * The bundled dataset with one value of one document replaced; `undefined` removes it.
 * `path` is dotted, array items by index or key: `trackRecord.0._key`, `sections.hero.stats`.
 */
function datasetWith(id: string, path: string, value: unknown): Document[] {
  return valid.map((document) => {
    if (document._id !== id) return document
    const copy = structuredClone(document)
    const keys = path.split('.')
    const last = keys.pop() as string
    const parent = keys.reduce<Record<string, unknown>>(child, copy)
    if (value === undefined) delete parent[last]
    else parent[last] = value
    return copy
  })
}

const check = (documents: unknown[], imageFile = (name: string) => images.get(name)) =>
  checkDataset({ schema, documents, imageFile, singletonTypes }).map(
    ({ documentId, path, message }) => `${documentId} ${path}: ${message}`,
  )

const missingFile = `${'a'.repeat(40)}-320x320.webp`

test('the bundled dataset is the valid baseline', () => {
  expect(check(valid)).toEqual([])
})

test.each<[string, () => unknown[], string]>([
  [
    'an unknown document type',
    () => [...valid, { _id: 'testimonial-1', _type: 'testimonial', quote: 'Super!' }],
    'testimonial-1 _type: unknown document type "testimonial"',
  ],
  [
    'a missing required field',
    () => datasetWith('agent-lena-hoffmann', 'name', undefined),
    'agent-lena-hoffmann name: required field is missing',
  ],
  [
    'a number written as a string',
    () => datasetWith('pricingPlan-start', 'monthlyPrice', '249,99'),
    'pricingPlan-start monthlyPrice: expected number, got string',
  ],
  [
    'a field the schema does not know',
    () => datasetWith('pricingPlan-start', 'discount', 10),
    'pricingPlan-start discount: unknown field on pricingPlan',
  ],
  [
    'a value outside an option list',
    () => datasetWith('faq-company-01', 'audience', 'investor'),
    'faq-company-01 audience: "investor" is not one of company, talent, concierge',
  ],
  [
    'a reference to a missing document',
    () => datasetWith('agent-lena-hoffmann', 'role._ref', 'roleProfile-hunter'),
    'agent-lena-hoffmann role: reference to missing document "roleProfile-hunter"',
  ],
  [
    'a reference to a document of a type the field does not allow',
    () => datasetWith('agent-lena-hoffmann', 'role._ref', 'pricingPlan-start'),
    'agent-lena-hoffmann role: reference to pricingPlan "pricingPlan-start", allowed: roleProfile',
  ],
  [
    'an array item without _key',
    () => datasetWith('agent-lena-hoffmann', 'trackRecord.0._key', undefined),
    'agent-lena-hoffmann trackRecord[0]: array item without _key',
  ],
  [
    'an array item of a type the array does not allow',
    () => datasetWith('companyLandingPage', 'sections.hero.stats.0._type', 'benefit'),
    'companyLandingPage sections[0].stats[0]: item _type "benefit" is not one of stat',
  ],
  [
    'an object of the wrong named type',
    () => datasetWith('companyLandingPage', 'sections.finalCta.primaryCta._type', 'link'),
    'companyLandingPage sections[8].primaryCta: _type "link" where cta is expected',
  ],
  [
    'two sections of a page under the same key',
    () => datasetWith('pricingPage', 'sections.plans._key', 'hero'),
    'pricingPage sections[1]: duplicate _key "hero"',
  ],
  [
    'an id Sanity would hide from public reads',
    () => datasetWith('faq-talent-01', '_id', 'faq.talent-01'),
    'faq.talent-01 _id: invalid _id "faq.talent-01" (letters, digits, _ and -, optionally after "drafts.")',
  ],
  [
    'a singleton under another id',
    () => datasetWith('siteSettings', '_id', 'settings'),
    'settings _id: singleton siteSettings must have the id "siteSettings"',
  ],
  [
    'a missing image file',
    () =>
      datasetWith(
        'agent-sarah-lindner',
        'image._sanityAsset',
        `image@file://./images/${missingFile}`,
      ),
    `agent-sarah-lindner image: image file images/${missingFile} does not exist`,
  ],
  [
    'an image in another form than the export’s',
    () =>
      datasetWith('agent-sarah-lindner', 'image._sanityAsset', 'image@https://example.com/a.jpg'),
    'agent-sarah-lindner image: _sanityAsset "image@https://example.com/a.jpg" is not image@file://./images/<sha1>-<w>x<h>.<ext>',
  ],
])('reports %s', (_, documents, expected) => {
  expect(check(documents())).toContain(expected)
})

test('reports an image whose name does not match its dimensions', () => {
  const lena = valid.find((document) => document._id === 'agent-lena-hoffmann')
  const name = (lena?.image as { _sanityAsset: string })._sanityAsset.split('/').pop() as string
  const shrunk = (lookup: string) => {
    const file = images.get(lookup)
    return lookup === name && file ? { ...file, width: 160, height: 160 } : file
  }
  expect(check(valid, shrunk)).toEqual([
    `agent-lena-hoffmann image: images/${name} is 160x160, its name says 320x320`,
  ])
})

test('reports a draft without its published document, or of another type', () => {
  const faq = valid.find((document) => document._id === 'faq-talent-01')!
  const orphan = { ...faq, _id: 'drafts.faq-talent-99' }
  const retyped = {
    ...valid.find((d) => d._id === 'sampleJob-nordwind-software')!,
    _id: 'drafts.faq-talent-01',
  }
  expect(check([...valid, orphan, retyped])).toEqual(
    expect.arrayContaining([
      'drafts.faq-talent-99 _id: draft without a published document',
      'drafts.faq-talent-01 _type: draft of a faq is a sampleJob',
    ]),
  )
})

test('accepts drafts next to their published documents', () => {
  const draft = {
    ...valid.find((document) => document._id === 'faq-talent-01')!,
    _id: 'drafts.faq-talent-01',
  }
  expect(check([...valid, draft])).toEqual([])
})

describe('the Studio’s validation rules', () => {
  const issuesOf = async (documents: Document[], id: string) =>
    (await studioValidation(schema, documents, { only: [id] }))
      .filter((issue) => issue.documentId === id)
      .map(({ path, message }) => `${path}: ${message}`)

  test('refuse a javascript: link in a button', async () => {
    const documents = datasetWith('companyLandingPage', 'sections.finalCta.secondaryCta', {
      _type: 'cta',
      label: 'Klick',
      action: 'link',
      link: { _type: 'link', url: 'javascript:alert(1)' },
    })
    expect(await issuesOf(documents, 'companyLandingPage')).toContain(
      'sections.{"_key":"finalCta"}.secondaryCta.link.url: Nur http(s)://… oder mailto:… sind erlaubt.',
    )
  })

  test('refuse a second page at the same path, and a page without sections', async () => {
    const pricing = valid.find((document) => document._id === 'pricingPage')!
    const copy = { ...pricing, _id: 'page-preise-kopie' }
    expect(await issuesOf([...valid, copy], copy._id)).toContain(
      'slug: Slug wird bereits verwendet',
    )
    const empty = { ...copy, slug: { _type: 'slug', current: 'leer' }, sections: [] }
    expect(await issuesOf([...valid, empty], empty._id)).toEqual([
      'sections: Eine Seite braucht einen Abschnitt.',
    ])
  })

  test('refuse a limited plan without its daily likes', async () => {
    const documents = datasetWith('pricingPlan-scale', 'dailyLikes', undefined)
    expect(await issuesOf(documents, 'pricingPlan-scale')).toContain(
      'dailyLikes: Bitte die Likes pro Tag angeben oder „unbegrenzt“ wählen.',
    )
  })

  test('refuse interview phases with a gap between them', async () => {
    const documents = datasetWith(
      'interviewQuestionsPage',
      'sections.structure.segments.2.startMinute',
      20,
    )
    expect(await issuesOf(documents, 'interviewQuestionsPage')).toContain(
      'sections.{"_key":"structure"}.segments: Jede Phase beginnt, wo die vorige endet (die erste bei 0).',
    )
  })

  test('refuse a second guide for the same role', async () => {
    const documents = datasetWith(
      'interviewTipsPage',
      'sections.guides.roles.2.role._ref',
      'roleProfile-opener',
    )
    expect(await issuesOf(documents, 'interviewTipsPage')).toContain(
      'sections.{"_key":"guides"}.roles: Jede Rolle darf nur einmal vorkommen.',
    )
  })

  test('refuse a role card list that names a role twice', async () => {
    const documents = datasetWith(
      'talentLandingPage',
      'sections.roleCards.cards.2.role._ref',
      'roleProfile-opener',
    )
    expect(await issuesOf(documents, 'talentLandingPage')).toContain(
      'sections.{"_key":"roleCards"}.cards: Jede Rolle nur einmal.',
    )
  })

  test('count the options of each comparison type', async () => {
    // The talent comparison has three options, the company one four (sections of their own type).
    const talent = valid.find((document) => document._id === 'talentLandingPage')!
    const comparison = (talent.sections as { _key: string; columns: unknown[] }[]).find(
      (section) => section._key === 'comparison',
    )!
    const fourColumns = comparison.columns.concat({
      _key: 'extra',
      _type: 'comparisonColumn',
      label: 'Social Ads',
      isProduct: false,
    })
    const documents = datasetWith('talentLandingPage', 'sections.comparison.columns', fourColumns)
    expect(await issuesOf(documents, 'talentLandingPage')).toContain(
      'sections.{"_key":"comparison"}.columns: Genau drei Optionen.',
    )
    expect(await issuesOf(valid, 'companyLandingPage')).toEqual([])
  })

  test('refuse a funnel whose stages do not narrow', async () => {
    const documents = datasetWith('companyLandingPage', 'sections.funnel.stages.3.percent', 50)
    expect(await issuesOf(documents, 'companyLandingPage')).toContain(
      'sections.{"_key":"funnel"}.stages: Die Prozentwerte müssen von Stufe zu Stufe fallen.',
    )
  })
})
