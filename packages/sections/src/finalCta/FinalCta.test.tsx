import { render, screen } from '@testing-library/react'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { FinalCta } from './FinalCta'

const finalCta = landingFixture.finalCta

describe('FinalCta', () => {
  it('renders heading, text and both buttons with their targets', () => {
    render(<FinalCta content={finalCta} targets={settings} />)
    expect(screen.getByRole('region', { name: finalCta.heading })).toBeInTheDocument()
    expect(screen.getByText(finalCta.text!)).toBeInTheDocument()
    expect(finalCta.primaryCta.action).toBe('register')
    const register = screen.getByRole('link', { name: finalCta.primaryCta.label })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    expect(finalCta.secondaryCta?.action).toBe('consultation')
    expect(screen.getByRole('link', { name: finalCta.secondaryCta!.label })).toHaveAttribute(
      'href',
      settings.actions.consultation,
    )
  })

  it('renders no dead button when the settings give its target no safe link', () => {
    const actions = { ...settings.actions, consultation: 'javascript:alert(1)' }
    render(<FinalCta content={finalCta} targets={{ ...settings, actions }} />)
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link', { name: finalCta.primaryCta.label })).toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...finalCta, heading: ' ' })).toBeUndefined()
  })

  it('keeps its heading and buttons without a text', () => {
    const content = normalisedSection<'finalCtaSection'>({ ...finalCta, text: ' ' })!
    render(<FinalCta content={content} targets={settings} />)
    expect(screen.getByRole('region', { name: finalCta.heading })).toBeInTheDocument()
    expect(screen.queryByText(finalCta.text!)).not.toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })
})
