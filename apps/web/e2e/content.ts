// The bundled dataset, read the way the site reads it (published documents only), so the tests
// take their expectations from content instead of repeating German copy.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { factsFrom, resolveFacts } from '../../../packages/content/src/facts'
import { typesetContent } from '../../../packages/content/src/typeset'

/** Typesetting's invisible marks: soft hyphens and word joiners. */
const invisibleMarks = /[\u00AD\u2060]/g

/** Copy as visitors read it: without the marks typesetting adds for line breaks. */
export const asRead = (text: string) => text.replace(invisibleMarks, '')

export const datasetDir = path.resolve(__dirname, '../../../packages/content/dataset')

// Dataset documents are loose JSON; the tests read the fields the content model names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = { _id: string; _type: string; orderRank?: string; [field: string]: any }

let cache: Doc[] | undefined

function documents(): Doc[] {
  if (!cache) {
    const published = readFileSync(path.join(datasetDir, 'data.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Doc)
      .filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.includes('.versions.'))
    cache = withFacts(published, published)
  }
  return cache
}

/**
 * Copy with its fact placeholders filled in from the key figures, plans and the concierge price
 * card, and typeset (no-break spaces, word joiners), as visitors read it.
 */
function withFacts<T>(value: T, published: Doc[]): T {
  const concierge = published.find((doc) => doc._id === 'conciergePage')
  const facts = factsFrom({
    figures: published.find((doc) => doc._id === 'keyFigures')?.figures,
    plans: published
      .filter((doc) => doc._type === 'pricingPlan')
      .map((plan) => ({
        ...plan,
        seats: plan.seatCounter?.limit,
        bonusValue: plan.yearlyBonus?.value,
      })),
    concierge: concierge?.sections?.find(
      (section: { _type?: string }) => section._type === 'conciergePricingSection',
    ),
  })
  return plainSeo(typesetContent(resolveFacts(value, facts)))
}

/**
 * Search results show a page's SEO title and description without typesetting's invisible marks
 * (src/seo/pageMetadata.ts): the documents' `seo` as it is served.
 */
function plainSeo<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainSeo) as T
  const seo = (value as Partial<Doc> | null)?.seo as Record<string, unknown> | undefined
  if (!seo) return value
  const plain = Object.fromEntries(
    Object.entries(seo).map(([key, text]) => [key, typeof text === 'string' ? asRead(text) : text]),
  )
  return { ...value, seo: plain }
}

/**
 * A document by id. A page also offers its sections under their keys (`landing().hero`): the
 * bundled pages key each section by its role on the page.
 */
function byId(id: string): Doc {
  const doc = documents().find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`the dataset has no document ${id}`)
  return doc._type === 'page' ? withSections(doc) : doc
}

const withSections = (page: Doc): Doc => ({
  ...Object.fromEntries((page.sections ?? []).map((section: Doc) => [section._key, section])),
  ...page,
})

const byRank = (a: Doc, b: Doc) => (a.orderRank ?? '').localeCompare(b.orderRank ?? '')
const ofType = (type: string) =>
  documents()
    .filter((doc) => doc._type === type)
    .sort(byRank)

export const settings = () => byId('siteSettings')

interface Link {
  target?: { _ref: string }
  anchor?: string
  url?: string
}

/** Where a link of the content leads: the referenced document's path (and jump mark), or its address. */
export function linkPath(link: Link): string {
  if (link.url) return link.url
  const target = documents().find((doc) => doc._id === link.target?._ref)
  if (!target) throw new Error(`the dataset has no document ${link.target?._ref}`)
  const slug = target.slug.current as string
  const path = target._type === 'careerOpening' ? `/karriere/${slug}` : `/${slug}`
  return link.anchor ? `${path}#${link.anchor}` : path
}

/** The header's main links of a view, in the editors' order, where they lead. */
export const headerLinks = (view: 'company' | 'talent') =>
  (settings().navigation[view === 'talent' ? 'talentLinks' : 'companyLinks'] as Doc[]).map(
    (item) => ({ label: item.label as string, href: linkPath(item.link) }),
  )

/** The label of the header link that leads to the path. */
export function headerLabel(href: string): string {
  const link = [...headerLinks('company'), ...headerLinks('talent')].find(
    (candidate) => candidate.href === href,
  )
  if (!link) throw new Error(`no header link leads to ${href}`)
  return link.label
}

/** The resources menu's entries, where they lead. */
export const resourceLinks = () =>
  (settings().navigation.resources as Doc[]).map((item) => ({
    label: item.label as string,
    description: item.description as string,
    href: linkPath(item.link),
  }))

/** The footer's links, column by column, where they lead (in the company view). */
export const footerLinks = () =>
  (settings().footer.columns as Doc[])
    .flatMap((column) => column.links as Doc[])
    .map((item) => ({ label: item.label as string, href: linkPath(item.link) }))

/** The mobile bar's buttons of a view, with where a link button leads. */
export const barButtons = (view: 'company' | 'talent') =>
  (settings().mobileBar[view === 'talent' ? 'talentButtons' : 'companyButtons'] as Doc[]).map(
    (button) => ({
      label: button.label as string,
      action: button.action as string,
      href: button.link ? linkPath(button.link) : undefined,
    }),
  )

/**
 * Every public route with the document holding its SEO: the pages, the open openings, then the
 * legal texts.
 */
export const siteRoutes: { path: string; documentId: string }[] = [
  ...ofType('page')
    .sort((a, b) => String(a.slug.current).localeCompare(String(b.slug.current)))
    .map((page) => ({ path: `/${page.slug.current}`, documentId: page._id })),
  ...ofType('careerOpening')
    .filter((opening) => opening.open === true)
    .map((opening) => ({ path: `/karriere/${opening.slug.current}`, documentId: opening._id })),
  ...ofType('legalDocument').map((doc) => ({
    path: `/${doc.slug.current}`,
    documentId: doc._id,
  })),
]
export const landing = () => byId('companyLandingPage')
export const agents = () => ofType('agent')
export const plans = () => ofType('pricingPlan')
export const companyFaqs = () => ofType('faq').filter((faq) => faq.audience === 'company')
export const legalDocuments = () => ofType('legalDocument')
export const howItWorksPage = (view: 'company' | 'talent') => byId(`${view}HowItWorksPage`)
export const companyComparison = () => byId('companyComparisonPage')
export const talentComparison = () => byId('talentComparisonPage')
export const roleProfiles = () => ofType('roleProfile')
export const interviewQuestions = () => ofType('interviewQuestion')
export const jobDescriptionPage = () => byId('jobDescriptionPage')
export const interviewQuestionsPage = () => byId('interviewQuestionsPage')
export const interviewTipsPage = () => byId('interviewTipsPage')

/** The role profile a reference points at. */
export const roleOf = (reference: { _ref: string }) => byId(reference._ref)
export const talentLanding = () => byId('talentLandingPage')
export const sampleJobs = () => ofType('sampleJob')
export const talentFaqs = () => ofType('faq').filter((faq) => faq.audience === 'talent')
export const roleProfile = (id: string) => byId(id)

/** The plain text of portable text blocks. */
export function plainText(blocks: { children?: { text?: string }[] }[] | undefined): string {
  return (blocks ?? [])
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n')
}

/** The headings of the landing page's nine sections, in page order. */
export function sectionHeadings(): string[] {
  const page = landing()
  const sections = [
    'hero',
    'agentsCarousel',
    'whyUs',
    'process',
    'funnel',
    'comparison',
    'pricing',
    'faq',
    'finalCta',
  ]
  return sections.map((name) => page[name].heading as string)
}

/** A price as the site shows it, e.g. `279,99`. */
export const price = (amount: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  )

/** The headings of the talent landing page's nine sections, in page order. */
export function talentSectionHeadings(): string[] {
  const page = talentLanding()
  const sections = [
    'hero',
    'roleCards',
    'jobsCarousel',
    'start',
    'benefits',
    'matching',
    'comparison',
    'faq',
    'finalCta',
  ]
  return sections.map((name) => page[name].heading as string)
}

// The pricing, concierge, about and careers pages.
export const pricingPage = () => byId('pricingPage')
export const conciergePage = () => byId('conciergePage')
export const aboutPage = () => byId('aboutPage')
export const careersPage = () => byId('careersPage')
export const conciergeFaqs = () => ofType('faq').filter((faq) => faq.audience === 'concierge')
/** The openings on offer (the bundled ones have no deadline); each has its page. */
export const careerOpenings = () => ofType('careerOpening').filter((doc) => doc.open === true)
/** The openings switched off: not listed, no page, not in the sitemap. */
export const closedOpenings = () => ofType('careerOpening').filter((doc) => doc.open === false)

/** Every string in a document, nested lists and objects included (its copy). */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** A draft of the preview demo (`preview-drafts.ndjson`): what a preview shows in place of the published document. */
export function draftOf(id: string): Doc {
  const draft = readFileSync(path.join(datasetDir, 'preview-drafts.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
    .find((doc) => doc._id === `drafts.${id}`)
  if (!draft) throw new Error(`the dataset has no draft of ${id}`)
  const read = withFacts(draft, documents())
  return read._type === 'page' ? withSections(read) : read
}

/**
 * A pattern for text as the page holds it: typesetting may have put soft hyphens or word joiners
 * between any two characters. `exact` matches the whole text.
 */
export function shown(text: string, { exact = false } = {}): RegExp {
  const pattern = [...asRead(text)]
    .map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\u00AD\\u2060]?')
  return new RegExp(exact ? `^${pattern}$` : pattern)
}
