import { render, screen, within } from '@testing-library/react'
import { settingsFixture as settings } from '@/shell/settings.fixture'
import { landingFixture, malformed } from '../landing.fixture'
import { talentFixture } from '../talent.fixture'
import { Hero } from './Hero'
import { splitHighlight } from './highlight'

const hero = landingFixture.hero

describe('Hero', () => {
  it('renders the page heading with its highlight, text, buttons, note and figures', () => {
    render(<Hero content={hero} targets={settings} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Top-Sales-Talente einstellen – in durchschnittlich 7 Tagen',
    )
    expect(screen.getByText('in durchschnittlich 7 Tagen')).toBeInTheDocument()
    const register = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'Demo-Call buchen' })).toHaveAttribute(
      'href',
      settings.actions?.demoCall,
    )
    expect(screen.getByText(/Monatlich kündbar/)).toBeInTheDocument()
    const figure = screen.getByText('der Matches führen zu Interviews').parentElement!
    expect(within(figure).getByText('68 %')).toBeInTheDocument()
  })

  it('lists the next steps in order beside the heading, under their own heading', () => {
    render(<Hero content={talentFixture.hero} targets={settings} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Finde deinen nächsten Sales-Job in 7 Tagen',
    )
    const heading = screen.getByRole('heading', { level: 2, name: 'Deine nächsten Schritte' })
    const list = heading.nextElementSibling as HTMLElement
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Kostenlos registrierenGanz ohne Anschreiben.',
      'Profil in 60 SekundenTrack Record und Skills.',
      'Erste Intros in 24–48 hBei einem Match chattet ihr.',
    ])
    expect(screen.getByRole('link', { name: 'Beispiel-Jobs ansehen' })).toHaveAttribute(
      'href',
      '/talente#jobs',
    )
  })

  it('skips next steps without a title', () => {
    const nextSteps = { heading: null, steps: [null, { _key: 'x', title: '', text: 'y' }] }
    render(<Hero content={malformed({ ...talentFixture.hero, nextSteps })} targets={settings} />)
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('renders nothing without content or heading', () => {
    expect(render(<Hero content={null} targets={settings} />).container).toBeEmptyDOMElement()
    const { container } = render(
      <Hero content={malformed({ ...hero, heading: 42 })} targets={settings} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('drops broken parts and keeps the rest', () => {
    render(
      <Hero
        content={malformed({ ...hero, stats: [null, { _key: 'x', value: 7 }], primaryCta: 'x' })}
        targets={settings}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Kostenlos registrieren' })).not.toBeInTheDocument()
  })
})

describe('splitHighlight', () => {
  it('wraps the words inside the heading', () => {
    expect(splitHighlight('Talente in 7 Tagen finden', 'in 7 Tagen')).toEqual([
      'Talente ',
      'in 7 Tagen',
      ' finden',
    ])
  })

  it('appends words that continue the heading', () => {
    expect(splitHighlight('Talente finden', 'in 7 Tagen')).toEqual([
      'Talente finden ',
      'in 7 Tagen',
      '',
    ])
  })
})
