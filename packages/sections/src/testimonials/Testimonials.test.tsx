import { render, screen, within } from '@testing-library/react'
import { testimonialsFixture as testimonials } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { Testimonials } from './Testimonials'

const renderTestimonials = (content: typeof testimonials) =>
  render(<Testimonials content={content} />)

describe('Testimonials', () => {
  it('shows each quote with author, role and company, and says they are samples', () => {
    renderTestimonials(testimonials)
    const region = screen.getByRole('region', { name: testimonials.heading })
    expect(within(region).getByText(testimonials.note)).toBeInTheDocument()
    const quotes = within(region).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    testimonials.items.forEach(({ quote, author, role, company }, index) => {
      expect(quotes[index]).toHaveTextContent(quote)
      expect(quotes[index]).toHaveTextContent(author)
      expect(quotes[index]).toHaveTextContent(`${role}, ${company}`)
    })
  })

  it('never shows the quotes without the note', () => {
    expect(normalisedSection({ ...testimonials, note: ' ' })).toBeUndefined()
  })

  it('drops a quote without text and keeps the others', () => {
    const items = [...testimonials.items, { _key: 'x', author: 'Anna', role: 'CEO', company: 'X' }]
    renderTestimonials(normalisedSection<'testimonialsSection'>({ ...testimonials, items })!)
    expect(screen.queryByText('Anna')).not.toBeInTheDocument()
    expect(screen.getAllByRole('figure')).toHaveLength(testimonials.items.length)
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...testimonials, heading: null })).toBeUndefined()
  })

  it('renders nothing without quotes', () => {
    expect(renderTestimonials({ ...testimonials, items: [] }).container).toBeEmptyDOMElement()
  })
})
