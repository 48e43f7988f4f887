import { render, screen } from '@testing-library/react'
import { ctaTargetsFixture as settings } from '../testing/fixtures'
import { landingFixture, malformed } from '../testing/landing.fixture'
import { FinalCta } from './FinalCta'

const finalCta = landingFixture.finalCta

describe('FinalCta', () => {
  it('renders heading, text and both buttons with their targets', () => {
    render(<FinalCta content={finalCta} targets={settings} />)
    expect(screen.getByRole('region', { name: finalCta.heading! })).toBeInTheDocument()
    expect(screen.getByText(finalCta.text!)).toBeInTheDocument()
    expect(finalCta.primaryCta?.action).toBe('register')
    const register = screen.getByRole('link', { name: finalCta.primaryCta!.label! })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    expect(finalCta.secondaryCta?.action).toBe('consultation')
    expect(screen.getByRole('link', { name: finalCta.secondaryCta!.label! })).toHaveAttribute(
      'href',
      settings.actions?.consultation,
    )
  })

  it('renders no dead button when the settings lack its target', () => {
    render(
      <FinalCta content={finalCta} targets={{ ...settings, actions: malformed<never>(null) }} />,
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('renders nothing without a heading', () => {
    const { container } = render(
      <FinalCta content={malformed({ ...finalCta, heading: ' ' })} targets={settings} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
