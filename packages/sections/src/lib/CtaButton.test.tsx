import { render, screen } from '@testing-library/react'
import { ctaTargetsFixture as settings } from '../testing/fixtures'
import { CtaButton, type CtaTargets, type CtaValue } from './CtaButton'

function renderCta(cta: CtaValue, targets: CtaTargets | null = settings) {
  return render(<CtaButton cta={cta} targets={targets} />)
}

const link = (name: string) => screen.getByRole('link', { name })
const toPage = (slug: string) => ({ documentId: 'page', document: { _type: 'page', slug } })

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

  it('link to a page goes to its current path in the tab', () => {
    renderCta({ label: 'Preise', action: 'link', link: toPage('unternehmen/preise') })
    expect(link('Preise')).toHaveAttribute('href', '/unternehmen/preise')
    expect(link('Preise')).not.toHaveAttribute('target')
  })

  it('link to another site opens in a new tab', () => {
    renderCta({ label: 'Studie', action: 'link', link: { url: 'https://example.com/studie' } })
    expect(link('Studie')).toHaveAttribute('target', '_blank')
    expect(link('Studie')).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('mailto link is used as is', () => {
    renderCta({
      label: 'Schreiben',
      action: 'link',
      link: { url: 'mailto:hallo@salesswipe.example' },
    })
    expect(link('Schreiben')).toHaveAttribute('href', 'mailto:hallo@salesswipe.example')
    expect(link('Schreiben')).not.toHaveAttribute('target')
  })

  it.each(['demoCall', 'consultation', 'application'] as const)(
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

  it('templateDownload downloads the bundled PDF from the site under its name', () => {
    const file = settings.actions!.templateDownload!
    expect(file.url).toMatch(/^\/content-files\/[0-9a-f]{40}\.pdf$/)
    renderCta({ label: 'Vorlage', action: 'templateDownload' })
    expect(link('Vorlage')).toHaveAttribute('href', file.url)
    expect(link('Vorlage')).toHaveAttribute('download', 'interview-vorlage.pdf')
    expect(link('Vorlage')).toHaveAttribute('type', 'application/pdf')
    expect(link('Vorlage')).not.toHaveAttribute('target')
  })

  it('templateDownload from Sanity’s file CDN asks it for the name (?dl=), in the same tab', () => {
    const url = 'https://cdn.sanity.io/files/abc/production/0a1b.pdf'
    const templateDownload = {
      url,
      fileName: 'Vorlage für Interviews.pdf',
      mimeType: 'application/pdf',
    }
    renderCta(
      { label: 'Vorlage', action: 'templateDownload' },
      { ...settings, actions: { ...settings.actions!, templateDownload } },
    )
    expect(link('Vorlage')).toHaveAttribute('href', `${url}?dl=Vorlage%20f%C3%BCr%20Interviews.pdf`)
    expect(link('Vorlage')).toHaveAttribute('download', 'Vorlage für Interviews.pdf')
    expect(link('Vorlage')).not.toHaveAttribute('target')
  })

  it('templateDownload with a file name that is a path keeps the file’s own name', () => {
    const templateDownload = {
      url: '/content-files/a.pdf',
      fileName: '../../etc/passwd',
      mimeType: 'text/html"',
    }
    renderCta(
      { label: 'Vorlage', action: 'templateDownload' },
      { ...settings, actions: { ...settings.actions!, templateDownload } },
    )
    expect(link('Vorlage')).toHaveAttribute('download', '')
    expect(link('Vorlage')).not.toHaveAttribute('type')
  })

  it.each<[string, CtaValue, CtaTargets | null]>([
    ['a link without target', { label: 'Los', action: 'link' }, settings],
    [
      'a javascript: link',
      { label: 'Los', action: 'link', link: { url: 'javascript:alert(1)' } },
      settings,
    ],
    [
      'a protocol-relative link',
      { label: 'Los', action: 'link', link: { url: '//evil.example' } },
      settings,
    ],
    [
      'a link to a page that is not published',
      { label: 'Los', action: 'link', link: { documentId: 'page-entwurf', document: null } },
      settings,
    ],
    ['an action without site settings', { label: 'Los', action: 'demoCall' }, null],
    [
      'a template download whose file has a javascript: url',
      { label: 'Los', action: 'templateDownload' },
      {
        ...settings,
        actions: {
          ...settings.actions!,
          templateDownload: { url: 'javascript:alert(1)', fileName: 'a.pdf', mimeType: null },
        },
      },
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
