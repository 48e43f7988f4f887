import { render, screen } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { interviewQuestionsFixture } from '../resources.fixture'
import { BestPractices } from './BestPractices'

const section = interviewQuestionsFixture.bestPractices

describe('BestPractices', () => {
  it('renders the practices as a numbered list in a named section', () => {
    render(<BestPractices content={section} />)
    const region = screen.getByRole('region', { name: 'So führst du bessere Sales-Interviews' })
    expect(region.querySelector('ol')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gleiche Fragen für alle',
      'Zahlen statt Geschichten',
      'Rollenspiel einplanen',
    ])
    expect(screen.getByText('Kennzahlen erfragen.')).toBeInTheDocument()
  })

  it('skips a practice without title', () => {
    const items = [null, { _key: 'x', title: null, text: 'Text' }, section!.items![0]]
    render(<BestPractices content={malformed({ ...section, items })} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it.each([
    ['no content', null],
    ['no items', { ...section, items: [] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<BestPractices content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
