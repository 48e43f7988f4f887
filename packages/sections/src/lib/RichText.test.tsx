import { render, screen, within } from '@testing-library/react'
import type { LinkValue } from './link'
import { RichText, richTextBlocks } from './RichText'

let keys = 0
const key = () => `k${++keys}`

type Part = string | { text: string; href?: string; marks?: string[] }

/**
 * A link annotation as the queries project it: a path stands for the page there (a reference),
 * anything else for an address.
 */
const linkTo = (href: string): LinkValue =>
  href.startsWith('/')
    ? { documentId: 'page', document: { _type: 'page', slug: href.slice(1) } }
    : { url: href }

/** A text block of plain strings and spans; a span with `href` gets a link annotation. */
function block(parts: Part | Part[], extra: Record<string, unknown> = {}) {
  const markDefs: ({ _key: string; _type: string } & LinkValue)[] = []
  const children = [parts].flat().map((part) => {
    const { text, href, marks = [] } = typeof part === 'string' ? { text: part } : part
    if (href === undefined) return { _type: 'span', _key: key(), text, marks }
    const mark = key()
    markDefs.push({ _key: mark, _type: 'link', ...linkTo(href) })
    return { _type: 'span', _key: key(), text, marks: [...marks, mark] }
  })
  return { _type: 'block', _key: key(), style: 'normal', markDefs, children, ...extra }
}

describe('RichText', () => {
  it('renders headings, paragraphs and emphasis as semantic HTML', () => {
    render(
      <RichText
        value={[
          block('Abschnitt', { style: 'h2' }),
          block('Unterabschnitt', { style: 'h3' }),
          block('Ein Absatz.'),
          block({ text: 'wichtig', marks: ['strong'] }),
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Abschnitt' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Unterabschnitt' })).toBeInTheDocument()
    expect(screen.getByText('Ein Absatz.').tagName).toBe('P')
    expect(screen.getByText('wichtig').tagName).toBe('STRONG')
  })

  it('groups bullet and numbered items into lists', () => {
    render(
      <RichText
        value={[
          block('eins', { listItem: 'bullet', level: 1 }),
          block('zwei', { listItem: 'bullet', level: 1 }),
          block('erstens', { listItem: 'number', level: 1 }),
        ]}
      />,
    )
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(bullets!.tagName).toBe('UL')
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['eins', 'zwei'])
    expect(numbers!.tagName).toBe('OL')
  })

  it('links pages and mail in place, other sites in a new tab without opener', () => {
    render(
      <RichText
        value={[
          block([
            'Siehe ',
            { text: 'AGB', href: '/agb' },
            ', ',
            { text: 'Mail', href: 'mailto:hallo@salesswipe.example' },
            ' und ',
            { text: 'EU', href: 'https://europa.eu/' },
          ]),
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb')
    const mail = screen.getByRole('link', { name: 'Mail' })
    expect(mail).toHaveAttribute('href', 'mailto:hallo@salesswipe.example')
    expect(mail).not.toHaveAttribute('target')
    const external = screen.getByRole('link', { name: 'EU' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    'vbscript:msgbox',
    // A typed path is no reference: it may lead nowhere.
    '/unternehmen/prise',
  ])('keeps the text but drops the link to %p', (url) => {
    const text = block(['Vorher ', { text: 'Klick', href: 'https://x.example' }, ' nachher'])
    text.markDefs[0] = { ...text.markDefs[0]!, url }
    const { container } = render(<RichText value={[text]} />)
    expect(container.querySelector('a')).toBeNull()
    expect(container).toHaveTextContent('Vorher Klick nachher')
  })

  it('renders nothing for unknown block types, and their neighbours as usual', () => {
    const consoleError = jest.spyOn(console, 'error')
    const consoleWarn = jest.spyOn(console, 'warn')
    const { container } = render(
      <RichText
        value={[
          { _type: 'image', _key: 'img', asset: { _ref: 'image-x' } },
          { _type: 'code', _key: 'code', code: 'alert(1)' },
          block('Davor und danach.'),
          { _type: 'youtube', _key: 'yt', url: 'https://youtube.example/' },
        ]}
      />,
    )
    expect(container.innerHTML).toBe('<p>Davor und danach.</p>')
    expect(consoleError).not.toHaveBeenCalled()
    expect(consoleWarn).not.toHaveBeenCalled()
  })

  it('turns unknown styles into paragraphs, so a pasted h1 cannot compete with the page title', () => {
    render(
      <RichText
        value={[block('Eingefügt', { style: 'h1' }), block('Zitat', { style: 'blockquote' })]}
      />,
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByText('Eingefügt').tagName).toBe('P')
    expect(screen.getByText('Zitat').tagName).toBe('P')
  })

  it('renders the text of an unknown annotation without it', () => {
    const note = block(['Siehe ', { text: 'Fußnote', href: '/x' }])
    note.markDefs[0]!._type = 'footnote'
    const { container } = render(<RichText value={[note]} />)
    expect(container.innerHTML).toBe('<p>Siehe Fußnote</p>')
  })

  it('gives headings the ids it is handed (anchors of a table of contents)', () => {
    const heading = block('Kündigung', { style: 'h2' })
    render(<RichText value={[heading]} anchors={{ [heading._key]: 'kuendigung' }} />)
    expect(screen.getByRole('heading', { name: 'Kündigung' })).toHaveAttribute('id', 'kuendigung')
  })

  it.each([undefined, null, 'Text', 42, {}, []])('renders nothing for %p', (value) => {
    expect(render(<RichText value={value} />).container).toBeEmptyDOMElement()
  })

  it('survives malformed blocks and keeps the readable rest', () => {
    const { container } = render(
      <RichText
        value={[
          null,
          'Text',
          { _type: 'block', children: null },
          { _type: 'block', children: [null, { _type: 'span', text: 42 }] },
          {
            _type: 'block',
            style: 'normal',
            markDefs: 'kaputt',
            children: [{ _type: 'span', text: 'Lesbar', marks: ['missing', 7, 'em'] }],
          },
        ]}
      />,
    )
    expect(container.innerHTML).toBe('<p><em>Lesbar</em></p>')
  })
})

describe('richTextBlocks', () => {
  it('drops empty paragraphs and gives list items a level', () => {
    const blocks = richTextBlocks([block('   '), block('Punkt', { listItem: 'square' })])
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).toMatchObject({ listItem: 'bullet', level: 1 })
  })
})
