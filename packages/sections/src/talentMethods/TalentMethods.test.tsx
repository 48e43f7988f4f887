import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { talentComparisonFixture } from '../testing/pages.fixture'
import { TalentMethods } from './TalentMethods'

const methods = talentComparisonFixture.methods
type Method = (typeof methods.methods)[number]

const jobBoards = methods.methods.find((method) => !method.isProduct)!
const product = methods.methods.find((method) => method.isProduct)!
const criteria = methods.criteria

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!

/** A card's criteria as `criterion → rating`, as a screen reader reads the description list. */
function ratings(name: string) {
  const terms = within(card(name)).getAllByRole('term')
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

/** The six criteria of a method from content, each as its rating word and its text. */
const inWords = (method: Method) =>
  Object.fromEntries(
    (
      ['transparency', 'timeEffort', 'successRate', 'ghosting', 'fitQuality', 'timeToJob'] as const
    ).map((criterion) => {
      const { level, text } = method[criterion]
      return [criteria[criterion], `${methods.legend[level]}: ${text}`]
    }),
  )

describe('TalentMethods', () => {
  it('renders a card per way to a job, rating the six criteria in words', () => {
    render(<TalentMethods content={methods} />)
    const region = screen.getByRole('region', { name: methods.heading })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(methods.methods.map((method) => method.name))
    expect(ratings(jobBoards.name)).toEqual(inWords(jobBoards))
    expect(ratings(product.name)).toEqual(inWords(product))
  })

  it('highlights the product’s card and keeps the meters decorative', () => {
    render(<TalentMethods content={methods} />)
    expect(card(product.name)).toHaveAttribute('data-product')
    expect(card(jobBoards.name)).not.toHaveAttribute('data-product')
    for (const meter of card(jobBoards.name).querySelectorAll('.meter')) {
      expect(meter).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('leaves out a way whose ratings are broken and keeps the others', () => {
    const rest = methods.methods.filter((method) => method !== jobBoards)
    const broken = { ...jobBoards, fitQuality: { level: 'great', text: 'Gut' } }
    const content = normalisedSection<'talentMethodsSection'>({
      ...methods,
      methods: [broken, ...rest],
    })
    render(<TalentMethods content={content!} />)
    expect(screen.queryByRole('heading', { name: jobBoards.name })).not.toBeInTheDocument()
    expect(ratings(product.name)).toEqual(inWords(product))
  })

  it('is left out without the names of its criteria', () => {
    expect(normalisedSection({ ...methods, criteria: null })).toBeUndefined()
  })

  it('renders nothing without ways to compare', () => {
    const { container } = render(<TalentMethods content={{ ...methods, methods: [] }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
