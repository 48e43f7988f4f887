import { render, screen } from '@testing-library/react'
import { normalisedSection, previewSection } from '../testing/fixtures'
import { RatingBadge } from './RatingBadge'

const rating = previewSection('unternehmen', 'ratingBadgeSection')

describe('RatingBadge', () => {
  it('is one link to its source that names the platform, score and number of reviews', () => {
    render(<RatingBadge content={rating} />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', rating.source)
    expect(rating.source).toMatch(/^https:\/\//)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveTextContent(rating.platform)
    expect(rating.score).toBe(4.7)
    expect(link).toHaveTextContent('4,7 von 5')
    expect(link).toHaveTextContent('128 Bewertungen')
  })

  it('fills the stars to the score’s share, hidden from screen readers', () => {
    const { container } = render(<RatingBadge content={rating} />)
    const stars = container.querySelector('.stars')!
    expect(stars).toHaveAttribute('aria-hidden', 'true')
    expect(stars).toHaveStyle({ '--filled': '94%' })
  })

  it('leaves out the count when there is none', () => {
    render(<RatingBadge content={{ ...rating, reviewCount: null }} />)
    expect(screen.getByRole('link')).not.toHaveTextContent('Bewertungen')
  })

  it.each([
    ['an http source', { source: 'http://bewertungen.example/salesswipe' }],
    ['a script source', { source: 'javascript:alert(1)' }],
    ['an internal path', { source: '/bewertungen' }],
    ['a score above the scale', { score: 6 }],
  ])('renders nothing with %s: a rating nobody can check is no proof', (_case, change) => {
    const { container } = render(<RatingBadge content={{ ...rating, ...change }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is left out without a source', () => {
    expect(normalisedSection({ ...rating, source: null })).toBeUndefined()
  })
})
