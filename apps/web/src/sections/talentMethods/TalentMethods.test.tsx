import { render, screen, within } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { talentComparisonFixture } from '../pages.fixture'
import { TalentMethods } from './TalentMethods'

const methods = talentComparisonFixture.methods

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!

/** A card's criteria as `criterion → rating`, as a screen reader reads the description list. */
function ratings(name: string) {
  const terms = within(card(name)).getAllByRole('term')
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

describe('TalentMethods', () => {
  it('renders a card per way to a job, rating the six criteria in words', () => {
    render(<TalentMethods content={methods} />)
    expect(
      screen.getByRole('region', { name: 'Vier Wege zum neuen Sales-Job im Vergleich' }),
    ).toBeInTheDocument()
    expect(ratings('Jobbörsen')).toEqual({
      Transparenz: 'Schwach: Gehalt oft unklar',
      Zeitaufwand: 'Schwach: Anschreiben für jede Stelle',
      Erfolgsquote: 'Schwach: Wenige Rückmeldungen',
      Ghosting: 'Schwach: Häufig gar keine Antwort',
      Passgenauigkeit: 'Mittel: Schlagwortsuche',
      'Zeit bis zum Job': 'Schwach: Ø 45 Tage',
    })
    expect(ratings('SalesSwipe')['Erfolgsquote']).toBe(
      'Stark: 85 % der Matches führen zu einem Interview',
    )
  })

  it('highlights the product’s card and keeps the meters decorative', () => {
    render(<TalentMethods content={methods} />)
    expect(card('SalesSwipe')).toHaveAttribute('data-product')
    expect(card('Jobbörsen')).not.toHaveAttribute('data-product')
    for (const meter of card('Jobbörsen').querySelectorAll('.meter')) {
      expect(meter).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('leaves out a criterion that has neither rating nor text', () => {
    const [jobBoards, ...rest] = methods?.methods ?? []
    const broken = { ...jobBoards, ghosting: null, fitQuality: { level: 'great', text: 'Gut' } }
    render(<TalentMethods content={malformed({ ...methods, methods: [broken, ...rest] })} />)
    const shown = ratings('Jobbörsen')
    expect(shown).not.toHaveProperty('Ghosting')
    expect(shown['Passgenauigkeit']).toBe('Gut')
  })

  it.each([
    ['no content', null],
    ['no methods', { ...methods, methods: [] }],
    ['no criteria names', { ...methods, criteria: null }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<TalentMethods content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
