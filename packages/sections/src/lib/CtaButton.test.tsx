import { render, screen } from '@testing-library/react'
import { ctaTargetsFixture as settings, malformed } from '../testing/fixtures'
import { CtaButton, type CtaValue } from './CtaButton'

function renderCta(cta: CtaValue, targets = settings) {
  return render(<CtaButton cta={cta} targets={targets} />)
}

const link = (name: string) => screen.getByRole('link', { name })

describe('CtaButton', () => {
  it.each([
    ['register', settings.appRegisterUrl],
    ['login', settings.appLoginUrl],
  ] as const)('%s opens the app in a new tab', (action, url) => {
    renderCta({ label: 'Los', action })
    expect(link('Los')).toHaveAttribute('href', url)
    expect(link('Los')).toHaveAttribute('target', '_blank')
    expect(link('Los')).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('link to an internal path stays in the tab', () => {
    renderCta({ label: 'Preise', action: 'link', href: '/unternehmen/preise' })
    expect(link('Preise')).toHaveAttribute('href', '/unternehmen/preise')
    expect(link('Preise')).not.toHaveAttribute('target')
  })

  it('link to another site opens in a new tab', () => {
    renderCta({ label: 'Studie', action: 'link', href: 'https://example.com/studie' })
    expect(link('Studie')).toHaveAttribute('target', '_blank')
    expect(link('Studie')).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('mailto link is used as is', () => {
    renderCta({ label: 'Schreiben', action: 'link', href: 'mailto:hallo@salesswipe.example' })
    expect(link('Schreiben')).toHaveAttribute('href', 'mailto:hallo@salesswipe.example')
    expect(link('Schreiben')).not.toHaveAttribute('target')
  })

  it.each(['demoCall', 'consultation', 'templateDownload', 'application'] as const)(
    '%s uses the target from the settings',
    (action) => {
      const href = settings.actions![action]!
      renderCta({ label: 'Aktion', action })
      expect(link('Aktion')).toHaveAttribute('href', href)
      // Web addresses leave the site (new tab); mailto links stay.
      if (/^https?:\/\//.test(href)) expect(link('Aktion')).toHaveAttribute('target', '_blank')
      else expect(link('Aktion')).not.toHaveAttribute('target')
    },
  )

  it.each<[string, CtaValue, typeof settings]>([
    ['no label', { label: '', action: 'register' }, settings],
    ['no action', { label: 'Los', action: null }, settings],
    ['a link without href', { label: 'Los', action: 'link' }, settings],
    ['a javascript: link', { label: 'Los', action: 'link', href: 'javascript:alert(1)' }, settings],
    [
      'a protocol-relative link',
      { label: 'Los', action: 'link', href: '//evil.example' },
      settings,
    ],
    [
      'an action without target',
      { label: 'Los', action: 'demoCall' },
      { ...settings, actions: malformed<never>(null) },
    ],
    [
      'a register url that is not absolute',
      { label: 'Los', action: 'register' },
      { ...settings, appRegisterUrl: '/register' },
    ],
  ])('renders nothing for %s', (_case, cta, targets) => {
    const { container } = renderCta(cta, targets)
    expect(container).toBeEmptyDOMElement()
  })
})
