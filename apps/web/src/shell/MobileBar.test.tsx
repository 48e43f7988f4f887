import { render, screen } from '@testing-library/react'
import { MobileBar } from './MobileBar'
import { settingsFixture as settings } from '@/testing/content/settings.fixture'

describe('MobileBar', () => {
  it('offers free registration and the no-risk preview, both opening the app in a new tab', () => {
    render(<MobileBar settings={settings} />)
    const register = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    const preview = screen.getByRole('link', { name: 'Kein Risiko: Kandidaten kostenlos ansehen' })
    for (const link of [register, preview]) {
      expect(link).toHaveAttribute('href', settings.appRegisterUrl)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('follows the preview button to whatever target the content gives it', () => {
    const mobileBar = {
      ...settings.mobileBar!,
      previewCta: {
        label: 'Kandidaten ansehen',
        action: 'link' as const,
        href: '/unternehmen#agenten',
      },
    }
    render(<MobileBar settings={{ ...settings, mobileBar }} />)
    const preview = screen.getByRole('link', { name: 'Kandidaten ansehen' })
    expect(preview).toHaveAttribute('href', '/unternehmen#agenten')
    expect(preview).not.toHaveAttribute('target')
  })
})
