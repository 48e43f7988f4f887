import { render, screen } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { companyComparisonFixture, ctaTargetsFixture as targets } from '../testing/pages.fixture'
import { PageCta } from './PageCta'

// The comparison page's closing call to action: sign-up in the app plus a link within the site.
const cta = companyComparisonFixture.finalCta
const register = cta.primaryCta
const internal = cta.secondaryCta!

describe('PageCta', () => {
  it('renders a named region with its heading, text and both buttons', () => {
    render(<PageCta content={cta} targets={targets} />)
    expect(screen.getByRole('region', { name: cta.heading })).toBeInTheDocument()
    expect(screen.getByText(cta.text!)).toBeInTheDocument()
    expect(register.action).toBe('register')
    const signUp = screen.getByRole('link', { name: register.label })
    expect(signUp).toHaveAttribute('href', targets.appRegisterUrl)
    expect(signUp).toHaveAttribute('target', '_blank')
    // A link to a page leads to its current path, in the tab.
    expect(internal.link?.document).toMatchObject({ _type: 'page', slug: 'unternehmen/preise' })
    const link = screen.getByRole('link', { name: internal.label })
    expect(link).toHaveAttribute('href', '/unternehmen/preise')
    expect(link).not.toHaveAttribute('target')
  })

  it('refuses an unsafe link target', () => {
    const secondaryCta = {
      ...internal,
      link: { url: 'javascript:x', anchor: null, documentId: null, document: null },
    }
    render(<PageCta content={{ ...cta, secondaryCta }} targets={targets} />)
    expect(screen.getByRole('link', { name: register.label })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: internal.label })).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...cta, heading: null })).toBeUndefined()
  })

  it('keeps the primary button when the secondary one is broken', () => {
    const content = normalisedSection<'finalCtaSection'>({ ...cta, secondaryCta: { label: null } })!
    render(<PageCta content={content} targets={targets} />)
    expect(screen.getByRole('link', { name: register.label })).toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })
})
