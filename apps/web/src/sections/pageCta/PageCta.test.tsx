import { render, screen } from '@testing-library/react'
import { malformed } from '../landing.fixture'
import { ctaTargetsFixture as targets, howItWorksFixture } from '../pages.fixture'
import { PageCta } from './PageCta'

const cta = howItWorksFixture.finalCta!

describe('PageCta', () => {
  it('renders a named region with its heading, text and both buttons', () => {
    render(<PageCta content={cta} targets={targets} />)
    expect(
      screen.getByRole('region', { name: 'Bereit für deine erste Woche mit SalesSwipe?' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Registriere dich kostenlos.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute(
      'href',
      targets.appRegisterUrl,
    )
    // An internal link stays in the tab.
    const pricing = screen.getByRole('link', { name: 'Preise ansehen' })
    expect(pricing).toHaveAttribute('href', '/unternehmen/preise')
    expect(pricing).not.toHaveAttribute('target')
  })

  it('refuses an unsafe link target', () => {
    const secondaryCta = { label: 'Preise ansehen', action: 'link' as const, href: 'javascript:x' }
    render(<PageCta content={{ ...cta, secondaryCta }} targets={targets} />)
    expect(screen.queryByRole('link', { name: 'Preise ansehen' })).not.toBeInTheDocument()
  })

  it('renders nothing without a heading', () => {
    const { container } = render(
      <PageCta content={malformed({ ...cta, heading: null })} targets={targets} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
