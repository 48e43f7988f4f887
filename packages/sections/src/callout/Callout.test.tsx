import { render, screen } from '@testing-library/react'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { launchTipFixture as tip } from '../testing/companyPages.fixture'
import { Callout } from './Callout'
import { asMatched } from '../testing/text'

/** A link as the queries project it, leading nowhere yet. */
const noLink = { url: null, anchor: null, documentId: null, document: null }

const renderCallout = (content = tip) => render(<Callout content={content} targets={settings} />)

describe('Callout', () => {
  it('is a region named by its heading with the tip and a sign-up button', () => {
    renderCallout()
    const region = screen.getByRole('region', { name: tip.heading })
    expect(region).toHaveTextContent(asMatched(tip.text))
    expect(region).toHaveTextContent('Tipp')
    const button = screen.getByRole('link', { name: 'Launch-Platz sichern' })
    expect(button).toHaveAttribute('href', settings.appRegisterUrl)
    expect(button).toHaveAttribute('target', '_blank')
  })

  it('shows the tip without a button when the button has no target', () => {
    renderCallout({
      ...tip,
      cta: { label: 'Klick', action: 'link', link: { ...noLink, url: 'javascript:alert(1)' } },
    })
    expect(screen.getByRole('heading', { name: tip.heading })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...tip, heading: null })).toBeUndefined()
  })
})
