import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { ctaTargetsFixture as targets, howItWorksFixture } from '../testing/pages.fixture'
import { PageHero } from './PageHero'

const hero = howItWorksFixture.hero

describe('PageHero', () => {
  it('renders the h1 with its highlight, lead, buttons, note and figures', () => {
    render(<PageHero content={hero} targets={targets} />)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent(
      'Vom ersten Swipe zum neuen Sales-Talent – in durchschnittlich 7 Tagen',
    )
    expect(within(heading).getByText('in durchschnittlich 7 Tagen')).toHaveClass('ui-highlight')
    expect(screen.getByRole('region', { name: heading.textContent! })).toBeInTheDocument()
    const register = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    expect(register).toHaveAttribute('href', targets.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Demo-Call buchen' })).toHaveAttribute(
      'href',
      targets.actions.demoCall,
    )
    expect(screen.getByText(/monatlich kündbar/)).toBeInTheDocument()
    const figure = screen.getByText('bis zur Einstellung').parentElement!
    expect(within(figure).getByRole('definition')).toHaveTextContent('Ø 7 Tage')
  })

  it('leaves out a button without a safe target instead of rendering a dead one', () => {
    const actions = { ...targets.actions, demoCall: 'javascript:alert(1)' }
    render(<PageHero content={hero} targets={{ ...targets, actions }} />)
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Demo-Call buchen' })).not.toBeInTheDocument()
  })

  it('keeps the heading when figures are broken', () => {
    const content = normalisedSection<'heroSection'>({
      ...hero,
      stats: [null, { _key: 'x', value: 7 }],
    })
    render(<PageHero content={content!} targets={targets} />)
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...hero, heading: '' })).toBeUndefined()
  })
})
