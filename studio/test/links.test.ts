import {
  loadDocuments,
  studioSchema,
  studioValidation,
  withChange,
  type Document,
  type Loose,
} from './dataset'

// Links between documents are references: the Studio checks where they lead, including the jump
// mark, and keeps the mobile bar's buttons apart.

const schema = studioSchema()
let documents: Document[]

beforeAll(async () => {
  documents = await loadDocuments()
})

const edit = (id: string, change: (document: Loose) => void) => withChange(documents, id, change)

const issuesOf = async (changed: Document[], id: string) =>
  (await studioValidation(schema, changed, { only: [id] })).map(
    ({ path, level, message }) => `${level} ${path}: ${message}`,
  )

const page = (id: string, anchor?: string) => ({
  _type: 'link',
  target: { _type: 'reference', _ref: id },
  ...(anchor && { anchor }),
})

/** The company landing page's final button, changed to a link. */
const withButtonLink = (link: unknown) =>
  edit('companyLandingPage', (landing) => {
    const final = landing.sections.find((section: Loose) => section._key === 'finalCta')
    final.secondaryCta = { _type: 'cta', label: 'Mehr', action: 'link', link }
  })

const buttonPath = 'sections.{"_key":"finalCta"}.secondaryCta.link'

describe('a link', () => {
  test('leads to a page, with a jump mark one of its sections carries', async () => {
    expect(
      await issuesOf(withButtonLink(page('careersPage', 'stellen')), 'companyLandingPage'),
    ).toEqual([])
    expect(
      await issuesOf(withButtonLink(page('careersPage', 'team')), 'companyLandingPage'),
    ).toEqual([
      `error ${buttonPath}.anchor: Die Seite hat keine Sprungmarke „team“. Vorhanden: stellen, werte.`,
    ])
    expect(
      await issuesOf(withButtonLink(page('careersPage', '#stellen')), 'companyLandingPage'),
    ).toContainEqual(expect.stringMatching(/anchor: Nur Kleinbuchstaben.*ohne „#“/))
  })

  test('has no jump mark into a legal text or an opening', async () => {
    expect(
      await issuesOf(withButtonLink(page('legalDocument-agb', 'kuendigung')), 'companyLandingPage'),
    ).toEqual([
      `error ${buttonPath}.anchor: Sprungmarken gibt es nur auf Seiten, nicht auf Rechtstexten oder Stellen.`,
    ])
  })

  test('leads to one place: a page or an address, not both, not neither', async () => {
    const both = { ...page('careersPage'), url: 'https://salesswipe.example' }
    expect(await issuesOf(withButtonLink(both), 'companyLandingPage')).toContain(
      `error ${buttonPath}: Entweder eine Seite oder eine externe Adresse.`,
    )
    expect(await issuesOf(withButtonLink({ _type: 'link' }), 'companyLandingPage')).toContain(
      `error ${buttonPath}: Bitte eine Seite wählen oder eine Adresse angeben.`,
    )
  })

  test('never to a typed internal path', async () => {
    expect(
      await issuesOf(
        withButtonLink({ _type: 'link', url: '/unternehmen/prise' }),
        'companyLandingPage',
      ),
    ).toContain(`error ${buttonPath}.url: Nur http(s)://… oder mailto:… sind erlaubt.`)
  })

  test('to a document that does not exist is refused', async () => {
    const issues = await issuesOf(withButtonLink(page('page-gibt-es-nicht')), 'companyLandingPage')
    expect(issues).toContainEqual(expect.stringMatching(/^error .*secondaryCta\.link\.target: /))
  })
})

describe('the mobile bar', () => {
  test('has one or two buttons per view, never two to the same place', async () => {
    const same = edit('siteSettings', (settings) => {
      const [register] = settings.mobileBar.companyButtons
      settings.mobileBar.companyButtons = [register, { ...register, _key: 'again' }]
    })
    expect(await issuesOf(same, 'siteSettings')).toEqual([
      'error mobileBar.companyButtons: Beide Buttons führen zum selben Ziel: bitte dem zweiten ein anderes geben.',
    ])
    const three = edit('siteSettings', (settings) => {
      const buttons = settings.mobileBar.talentButtons
      settings.mobileBar.talentButtons = [...buttons, { ...buttons[0], _key: 'x', action: 'login' }]
    })
    expect(await issuesOf(three, 'siteSettings')).toEqual([
      'error mobileBar.talentButtons: Ein oder zwei Buttons: mehr passen nicht in die Leiste.',
    ])
  })
})

describe('the header', () => {
  test('takes one to six links per view', async () => {
    const none = edit('siteSettings', (settings) => {
      settings.navigation.talentLinks = []
    })
    expect(await issuesOf(none, 'siteSettings')).toEqual([
      'error navigation.talentLinks: Ein bis sechs Links: mehr passen nicht in die Zeile.',
    ])
  })
})
