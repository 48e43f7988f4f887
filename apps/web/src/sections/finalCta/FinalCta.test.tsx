import { render, screen } from '@testing-library/react'
import { settingsFixture as settings } from '@/shell/settings.fixture'
import { landingFixture, malformed } from '../landing.fixture'
import { FinalCta } from './FinalCta'

const finalCta = landingFixture.finalCta

describe('FinalCta', () => {
  it('renders heading, text and both buttons with their targets', () => {
    render(<FinalCta content={finalCta} targets={settings} />)
    expect(
      screen.getByRole('region', { name: 'Bereit für dein nächstes Sales-Talent?' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Registriere dich kostenlos.')).toBeInTheDocument()
    const register = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Kostenlose Beratung' })).toHaveAttribute(
      'href',
      settings.actions?.consultation,
    )
  })

  it('renders no dead button when the settings lack its target', () => {
    render(<FinalCta content={finalCta} targets={{ ...settings, actions: null }} />)
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('renders nothing without a heading', () => {
    const { container } = render(
      <FinalCta content={malformed({ ...finalCta, heading: ' ' })} targets={settings} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
