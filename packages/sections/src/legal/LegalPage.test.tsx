import { createEmbeddedSource } from '@repo/content'
import { normalise } from '@repo/content/normalise'
import { render, screen, within } from '@testing-library/react'
import type { LegalPageQueryResult } from '@repo/content/sanity.types'
import { legalPageQuery } from '../queries'
import { LegalPage, type LegalDocument, type LegalLabels } from './LegalPage'

const labels: LegalLabels = {
  updatedTemplate: 'Stand: {date}',
  tocLabel: 'Inhalt',
  noticeLabel: 'Hinweis',
}

let keys = 0
const block = (text: string, style: 'normal' | 'h2' | 'h3' = 'normal') => ({
  _type: 'block' as const,
  _key: `b${++keys}`,
  style,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: `s${keys}`, text, marks: [] }],
})

const document: LegalDocument = {
  _id: 'legalDocument-agb',
  title: 'Allgemeine Geschäftsbedingungen',
  updatedAt: '2025-10-01',
  notice: 'Die Angaben zum Anbieter sind Musterdaten.',
  tableOfContents: true,
  body: [
    block('§ 1 Geltungsbereich', 'h2'),
    block('Diese AGB gelten für alle Nutzer.'),
    block('§ 2 Kündigung', 'h2'),
    block('Fristen', 'h3'),
    block('Kündigung in Textform.'),
    block('§ 3 Kündigung', 'h2'),
  ],
  seo: null,
}

/** The page's content with changes, as the content source hands it over (normalised). */
function normalised(changes: Record<string, unknown>, labelChanges: Record<string, unknown> = {}) {
  const result = { document: { ...document, ...changes }, labels: { ...labels, ...labelChanges } }
  return normalise(legalPageQuery, result as LegalPageQueryResult)
}

const withDocument = (changes: Record<string, unknown>) => normalised(changes).document!

describe('LegalPage', () => {
  it('shows the title as the page’s only h1 and the version date in German', () => {
    render(<LegalPage document={document} labels={labels} />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(document.title!)
    const date = screen.getByText('Oktober 2025')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('dateTime', '2025-10-01')
    expect(date.parentElement).toHaveTextContent(/^Stand: Oktober 2025$/)
  })

  it('highlights the notice as a note with its label', () => {
    render(<LegalPage document={document} labels={labels} />)
    const note = screen.getByRole('note')
    expect(within(note).getByText('Hinweis')).toBeInTheDocument()
    expect(note).toHaveTextContent(document.notice!)
  })

  it('links every h2 from a labelled table of contents, with unique anchors', () => {
    render(<LegalPage document={document} labels={labels} />)
    const toc = screen.getByRole('navigation', { name: 'Inhalt' })
    const links = within(toc).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      '§ 1 Geltungsbereich',
      '§ 2 Kündigung',
      '§ 3 Kündigung',
    ])
    const targets = links.map((link) => link.getAttribute('href')!)
    expect(new Set(targets).size).toBe(3)
    for (const [index, target] of targets.entries()) {
      expect(target).toMatch(/^#[a-z0-9-]+$/)
      const heading = window.document.getElementById(target.slice(1))
      expect(heading?.tagName).toBe('H2')
      expect(heading).toHaveTextContent(links[index]!.textContent!)
    }
  })

  it.each([
    ['the document does not ask for one', withDocument({ tableOfContents: false }), labels],
    ['its label is missing', document, normalised({}, { tocLabel: null }).labels],
    ['the text has a single h2', withDocument({ body: [block('Nur eins', 'h2')] }), labels],
  ])('has no table of contents when %s', (_case, value, withLabels) => {
    render(<LegalPage document={value} labels={withLabels} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).every((h) => !h.id)).toBe(true)
  })

  it('degrades field by field: bad date, notice and body hide only themselves', async () => {
    const stored = { _id: 'legalDocument-agb', _type: 'legalDocument', slug: { current: 'agb' } }
    const broken = { ...stored, ...document, updatedAt: 42, notice: 42, body: 'kaputt' }
    const source = createEmbeddedSource({ documents: [broken] })
    const result = await source.fetch<LegalPageQueryResult>(legalPageQuery, { slug: 'agb' })
    render(<LegalPage document={result.document!} labels={labels} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(document.title!)
    expect(screen.queryByText(/^Stand/)).not.toBeInTheDocument()
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('still shows the date without the labels', () => {
    render(<LegalPage document={document} labels={null} />)
    expect(screen.getByText('Oktober 2025')).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(document.notice!)
  })
})

describe('LegalPage with the bundled legal texts', () => {
  const source = createEmbeddedSource()

  it.each(['impressum', 'datenschutz', 'agb', 'security', 'cookies'])('/%s', async (slug) => {
    const result = await source.fetch<LegalPageQueryResult>(legalPageQuery, { slug })
    expect(result.document).not.toBeNull()
    render(<LegalPage document={result.document!} labels={result.labels} />)

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(result.document!.title!)
    expect(screen.getByText('Oktober 2025').parentElement).toHaveTextContent('Stand: Oktober 2025')
    expect(screen.getByRole('note')).toHaveTextContent(/Muster/)
    // Only safe, unreachable or internal targets; internal anchors resolve on the page.
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href')!
      if (href.startsWith('#')) expect(window.document.getElementById(href.slice(1))).not.toBeNull()
      else if (href.startsWith('mailto:')) expect(href).toMatch(/@[\w.-]+\.example$/)
      else expect(href).toMatch(/^\/[a-z]/)
    }
  })
})
