import { render, screen } from '@testing-library/react'
import { ctaTargetsFixture as settings } from '../testing/fixtures'
import { launchTipFixture as tip, malformed } from '../testing/companyPages.fixture'
import { Callout } from './Callout'
import { asMatched } from '../testing/text'

const renderCallout = (content: unknown = tip) =>
  render(<Callout id="launch-special" content={malformed(content)} targets={settings} />)

describe('Callout', () => {
  it('is a region named by its heading with the tip and a sign-up button', () => {
    renderCallout()
    const region = screen.getByRole('region', { name: tip.heading! })
    expect(region).toHaveTextContent(asMatched(tip.text!))
    expect(region).toHaveTextContent('Tipp')
    const button = screen.getByRole('link', { name: 'Launch-Platz sichern' })
    expect(button).toHaveAttribute('href', settings.appRegisterUrl)
    expect(button).toHaveAttribute('target', '_blank')
  })

  it('shows the tip without a button when the button has no target', () => {
    renderCallout({ ...tip, cta: { label: 'Klick', action: 'link', href: 'javascript:alert(1)' } })
    expect(screen.getByRole('heading', { name: tip.heading! })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...tip, heading: null }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderCallout(content).container).toBeEmptyDOMElement()
  })
})
