import { render, screen } from '@testing-library/react'
import { MobileBar } from './MobileBar'
import { settingsFixture as settings } from '@/testing/content/settings.fixture'

describe('MobileBar', () => {
  it('offers companies free registration and, elsewhere, the sample candidates', () => {
    render(<MobileBar settings={settings} view="company" />)
    const register = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    const preview = screen.getByRole('link', { name: 'Kein Risiko: Kandidaten kostenlos ansehen' })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(register).toHaveAttribute('rel', 'noopener noreferrer')
    expect(preview).toHaveAttribute('href', '/unternehmen#agenten')
    expect(preview).not.toHaveAttribute('target')
  })

  it('speaks to talents on talent pages, with two different targets', () => {
    render(<MobileBar settings={settings} view="talent" />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(
      settings.mobileBar!.talentButtons.map((button) => button.label),
    )
    expect(screen.queryByText('Kein Risiko: Kandidaten kostenlos ansehen')).toBeNull()
    const targets = links.map((link) => link.getAttribute('href'))
    expect(new Set(targets).size).toBe(2)
    expect(targets).toContain('/talente#jobs')
  })

  it('shows the buttons editors set, and nothing without any', () => {
    const [register] = settings.mobileBar!.companyButtons
    const { unmount } = render(
      <MobileBar
        settings={{
          ...settings,
          mobileBar: { ...settings.mobileBar!, companyButtons: [register!] },
        }}
        view="company"
      />,
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
    unmount()
    const { container } = render(
      <MobileBar settings={{ ...settings, mobileBar: null }} view="company" />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
