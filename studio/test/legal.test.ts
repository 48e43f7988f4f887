import { legalSlugs } from '../schemas/documents/legalDocument'
import { loadDocuments, studioSchema, studioValidation, type Document } from './dataset'

interface Block {
  _type: string
  children?: { text?: string }[]
  markDefs?: { _type: string; url?: string }[]
}

interface LegalDocument extends Document {
  title: string
  slug: { current: string }
  updatedAt: string
  notice?: string
  body: Block[]
}

let documents: Document[]
let legal: LegalDocument[]

beforeAll(async () => {
  documents = await loadDocuments()
  legal = documents.filter((document) => document._type === 'legalDocument') as LegalDocument[]
})

const bySlug = (slug: string) => legal.find((document) => document.slug.current === slug)!
const plainText = (document: LegalDocument) =>
  document.body.map((block) => (block.children ?? []).map((span) => span.text).join('')).join('\n')
const hrefs = (document: LegalDocument) =>
  document.body.flatMap((block) => (block.markDefs ?? []).map((mark) => mark.url ?? ''))

test('one document per legal route, each dated October 2025', () => {
  expect(legal.map((document) => document.slug.current).sort()).toEqual([...legalSlugs].sort())
  for (const document of legal) expect(document.updatedAt).toMatch(/^2025-10-\d\d$/)
})

// The spec's legal and operational facts, each in the text that has to state it.
test.each([
  ['agb', /mindestens 18 Jahre alt und voll geschäftsfähig/],
  ['agb', /wahrheitsgemäß, vollständig und aktuell/],
  ['agb', /nicht innerhalb von 14 Tagen .* als angenommen/],
  ['agb', /vermittelt ausschließlich den Kontakt.*nicht Partei der Verträge/s],
  ['agb', /kostenloses Konto kannst du jederzeit löschen/],
  ['agb', /Verstoß gegen diese AGB können wir dein Konto .*sperren/],
  ['agb', /fristlos aus wichtigem Grund/],
  ['agb', /zum Ende der laufenden Laufzeit.*Textform/s],
  ['agb', /alle 4 Wochen.*oder jährlich.*per Karte über einen Zahlungsdienstleister/s],
  ['security', /täglich.*mindestens 7 Tage/],
  ['security', /Zwei-Faktor-Authentifizierung \(2FA\) ist noch nicht aktiv/],
  ['security', /Rollenbasierte Zugriffskontrolle.*Row-Level-Security/s],
  ['security', /Europäischen Union/],
  ['cookies', /Alle anderen Cookies setzen wir nur mit deiner vorherigen Einwilligung/],
  ['datenschutz', /Name, Vorname, E-Mail-Adresse und Passwort.*Firmenname/],
  ['datenschutz', /Chats:.*Meetings:.*Zahlungsdaten:/s],
  ['datenschutz', /Art\. 15 DSGVO.*Art\. 16 DSGVO.*Art\. 17 DSGVO.*Art\. 77 DSGVO/s],
  ['datenschutz', /Servern in der Europäischen Union/],
])('%s states %s', (slug, fact) => {
  expect(plainText(bySlug(slug))).toMatch(fact)
})

test('company data is marked as sample data and every address is unreachable (.example)', () => {
  for (const document of legal) {
    const text = `${plainText(document)}\n${hrefs(document).join('\n')}`
    for (const email of text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])
      expect(email).toMatch(/\.example$/)
    for (const url of text.match(/https?:\/\/[^\s)]+/g) ?? []) {
      expect(new URL(url).hostname).toMatch(/\.example$/)
    }
    if (/HRB|USt|Musterstraße|GmbH/.test(text)) expect(document.notice).toMatch(/Musterdaten/)
  }
  expect(plainText(bySlug('impressum'))).toMatch(/HRB .*\(Musterdaten\)/)
})

test('the Studio reports two documents with the same address', async () => {
  const copy = { ...bySlug('agb'), _id: 'legalDocument-agb-copy' }
  const issues = await studioValidation(studioSchema(), [...documents, copy], {
    only: [copy._id],
  })
  expect(issues).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ documentId: 'legalDocument-agb-copy', path: 'slug' }),
    ]),
  )
})
