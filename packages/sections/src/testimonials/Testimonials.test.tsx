import { render, screen, within } from '@testing-library/react'
import { malformed, testimonialsFixture as testimonials } from '../testing/companyPages.fixture'
import { Testimonials } from './Testimonials'

const renderTestimonials = (content: unknown = testimonials) =>
  render(<Testimonials id="stimmen" content={malformed(content)} />)

describe('Testimonials', () => {
  it('shows each quote with author, role and company, and says they are samples', () => {
    renderTestimonials()
    const region = screen.getByRole('region', { name: testimonials.heading! })
    expect(within(region).getByText(testimonials.note!)).toBeInTheDocument()
    const quotes = within(region).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    testimonials.items!.forEach(({ quote, author, role, company }, index) => {
      expect(quotes[index]).toHaveTextContent(quote!)
      expect(quotes[index]).toHaveTextContent(author!)
      expect(quotes[index]).toHaveTextContent(`${role}, ${company}`)
    })
  })

  it('never shows the quotes without the note', () => {
    expect(renderTestimonials({ ...testimonials, note: ' ' }).container).toBeEmptyDOMElement()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...testimonials, heading: null }],
    ['quotes without text', { ...testimonials, items: [{ _key: 'x', author: 'Anna' }] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderTestimonials(content).container).toBeEmptyDOMElement()
  })
})
