import { toPlainText } from '@portabletext/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { Faq, FAQ_GROUP } from './Faq'
import { asMatched } from '../testing/text'

const faq = landingFixture.faq

const normalised = (content: unknown) => normalisedSection<'faqSection'>(content)!

describe('Faq', () => {
  it('renders the 15 questions as one group of disclosures, so one stays open at a time', () => {
    const { container } = render(<Faq content={faq} />)
    const items = [...container.querySelectorAll('details')]
    expect(items).toHaveLength(15)
    expect(new Set(items.map((item) => item.getAttribute('name')))).toEqual(new Set([FAQ_GROUP]))
    expect(items.every((item) => !item.open)).toBe(true)
  })

  it('opens an answer when its question is activated', async () => {
    const item = faq.items[2]!
    render(<Faq content={faq} />)
    const answer = screen.getByText(asMatched(toPlainText(item.answer)))
    expect(answer).not.toBeVisible()
    await userEvent.click(screen.getByText(item.question))
    expect(screen.getByText(item.question).closest('details')).toHaveAttribute('open')
    expect(answer).toBeVisible()
  })

  it('renders answers from portable text with lists and safe links only', () => {
    const answer = [
      {
        _key: 'a',
        _type: 'block',
        style: 'normal',
        markDefs: [
          { _key: 'l1', _type: 'link', url: 'https://example.com/dsgvo' },
          { _key: 'l2', _type: 'link', url: 'javascript:alert(1)' },
        ],
        children: [
          { _key: 's1', _type: 'span', text: 'DSGVO', marks: ['l1'] },
          { _key: 's2', _type: 'span', text: ' und ', marks: [] },
          { _key: 's3', _type: 'span', text: 'mehr', marks: ['l2'] },
        ],
      },
      {
        _key: 'b',
        _type: 'block',
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        markDefs: [],
        children: [{ _key: 's4', _type: 'span', text: 'Kalender-Sync', marks: [] }],
      },
    ]
    const items = [{ _id: 'q', question: 'Datenschutz?', answer }]
    render(<Faq content={normalised({ ...faq, items })} />)
    const link = screen.getByRole('link', { name: 'DSGVO' })
    expect(link).toHaveAttribute('href', 'https://example.com/dsgvo')
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('link', { name: 'mehr' })).not.toBeInTheDocument()
    expect(link.closest('p')).toHaveTextContent('DSGVO und mehr')
    expect(screen.getByRole('listitem')).toHaveTextContent('Kalender-Sync')
  })

  it('leaves out block types and annotations it does not know, keeping their text', () => {
    const answer = [
      { _key: 'x', _type: 'chaosEmbed', html: '<script>alert(1)</script>' },
      { _key: 'y', _type: 'block', style: 'normal', children: 'not a list' },
      {
        _key: 'z',
        _type: 'block',
        style: 'normal',
        markDefs: [{ _key: 'm', _type: 'chaosAnnotation' }],
        children: [{ _key: 's', _type: 'span', text: 'Nur Text', marks: ['m', 'chaosDecorator'] }],
      },
    ]
    const items = [{ _id: 'q', question: 'Was bleibt?', answer }]
    const { container } = render(<Faq content={normalised({ ...faq, items })} />)
    const body = container.querySelector('.answer')
    expect(body?.innerHTML).toBe('<p>Nur Text</p>')
  })

  it('skips questions without an answer', () => {
    const blank = { _key: 'b', _type: 'block', children: [{ _key: 's', _type: 'span', text: ' ' }] }
    const items = [
      null,
      { _id: 'x', question: 'Ohne Antwort?', answer: null },
      { _id: 'y', question: 'Nur Fremdes?', answer: [{ _key: 'e', _type: 'chaosEmbed' }] },
      { _id: 'z', question: 'Leere Antwort?', answer: [blank] },
      ...faq.items,
    ]
    const { container } = render(<Faq content={normalised({ ...faq, items })} />)
    expect(screen.queryByText('Ohne Antwort?')).not.toBeInTheDocument()
    expect(screen.queryByText('Nur Fremdes?')).not.toBeInTheDocument()
    expect(screen.queryByText('Leere Antwort?')).not.toBeInTheDocument()
    expect(container.querySelectorAll('details')).toHaveLength(faq.items.length)
    expect(screen.getByText(faq.items[0]!.question)).toBeInTheDocument()
  })

  it('renders nothing without questions', () => {
    expect(render(<Faq content={{ ...faq, items: [] }} />).container).toBeEmptyDOMElement()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...faq, heading: null })).toBeUndefined()
  })
})
