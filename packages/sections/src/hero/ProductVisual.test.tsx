import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { Hero } from './Hero'
import { ProductVisual } from './ProductVisual'
import { asMatched } from '../testing/text'

const imageProps = createImageProps({ kind: 'embedded' })
const companyVisual = landingFixture.hero.productVisual!
const talentVisual = talentFixture.hero.productVisual!

/** The drawn part, hidden from screen readers. */
const drawing = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')!

describe('ProductVisual', () => {
  it('draws the sample agent’s swipe card, the match and the first message from content', () => {
    const sample = companyVisual.sample
    if (sample._type !== 'agent') throw new Error('the company hero shows a sample agent')
    const { container } = render(<ProductVisual content={companyVisual} imageProps={imageProps} />)
    const card = within(drawing(container) as HTMLElement)
    expect(card.getByText(sample.name)).toBeInTheDocument()
    expect(card.getByText(sample.role)).toBeInTheDocument()
    expect(sample.figures).toHaveLength(3)
    for (const figure of sample.figures) {
      expect(card.getByText(figure.label).nextElementSibling).toHaveTextContent(
        asMatched(figure.value),
      )
    }
    expect(card.getByText(companyVisual.matchLabel)).toBeInTheDocument()
    expect(card.getByText(companyVisual.chatMessage)).toBeInTheDocument()
    const picture = container.querySelector('img')!
    expect(picture).toHaveAttribute('src', expect.stringMatching(/^\/content-images\//))
    expect(picture).toHaveAttribute('alt', '')
    expect(picture).toHaveAttribute('width')
    expect(picture).toHaveAttribute('height')
  })

  it('draws a sample job with its logo and facts on the talent side', () => {
    const sample = talentVisual.sample
    if (sample._type !== 'sampleJob') throw new Error('the talent hero shows a sample job')
    const { container } = render(<ProductVisual content={talentVisual} imageProps={imageProps} />)
    const card = within(drawing(container) as HTMLElement)
    expect(card.getByText(sample.name)).toBeInTheDocument()
    for (const fact of sample.facts) expect(card.getByText(asMatched(fact))).toBeInTheDocument()
    expect(card.getByText(talentVisual.chatMessage)).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('width', '64')
  })

  it('hides the drawing from screen readers and gives them the description', () => {
    const { container } = render(<ProductVisual content={companyVisual} imageProps={imageProps} />)
    expect(drawing(container)).toContainElement(screen.getByText(companyVisual.chatMessage))
    const description = screen.getByText(companyVisual.description)
    expect(drawing(container)).not.toContainElement(description)
    expect(description).toHaveClass('ui-visually-hidden')
  })

  it.each([
    ['a description', { description: null }],
    ['a sample', { sample: null }],
    ['a named sample', { sample: { _type: 'agent', name: 42 } }],
  ])('is left out of the hero without %s, and the hero stays', (_case, broken) => {
    const hero = landingFixture.hero
    const content = normalisedSection<'heroSection'>({
      ...hero,
      productVisual: { ...companyVisual, ...broken },
    })
    const { container } = render(
      <Hero content={content!} targets={settings} imageProps={imageProps} />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(asMatched(hero.heading))
    expect(container.querySelector('.product-visual')).not.toBeInTheDocument()
  })

  it('sits in the landing hero beside the heading', () => {
    render(<Hero content={landingFixture.hero} targets={settings} imageProps={imageProps} />)
    const hero = screen.getByRole('region', { name: landingFixture.hero.heading })
    expect(within(hero).getByText(companyVisual.description)).toBeInTheDocument()
  })
})
