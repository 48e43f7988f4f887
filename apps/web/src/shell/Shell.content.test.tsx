import { createEmbeddedSource } from '@repo/content'
import { render, screen, within } from '@testing-library/react'
import { siteSettingsQuery } from '@/content/queries'
import { Footer } from './Footer'
import { Header } from './Header'
import { MobileBar } from './MobileBar'
import { NotFoundView } from './NotFoundView'
import type { SiteSettings } from '@/content/settings'

jest.mock('next/navigation', () => ({ usePathname: () => '/gibt-es-nicht' }))

/** The shell as the bundled German content renders it (the texts the spec prescribes). */
let settings: SiteSettings

beforeAll(async () => {
  const result = await createEmbeddedSource().fetch<SiteSettings | null>(siteSettingsQuery)
  if (!result) throw new Error('the bundled dataset has no siteSettings document')
  settings = result
})

const isAppUrl = (href: string | null) => new URL(href ?? '').hostname.endsWith('.example')

describe('shell with the bundled content', () => {
  it('has a mobile bar with “Kostenlos registrieren” and the no-risk preview', () => {
    render(<MobileBar settings={settings} view="company" />)
    const register = screen.getByRole('link', { name: 'Kostenlos registrieren' })
    const preview = screen.getByRole('link', { name: 'Kein Risiko: Kandidaten kostenlos ansehen' })
    // Signing up opens the app's register page in a new tab; the preview shows the candidates.
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(isAppUrl(register.getAttribute('href'))).toBe(true)
    expect(register).toHaveAttribute('target', '_blank')
    expect(preview).toHaveAttribute('href', '/unternehmen#agenten')
  })

  it('opens login and register on the app host', () => {
    render(<Header settings={settings} view="company" />)
    const bar = document.querySelector<HTMLElement>('header')!
    for (const link of within(bar).getAllByRole('link', { hidden: true })) {
      if (link.getAttribute('target') === '_blank') {
        expect(isAppUrl(link.getAttribute('href'))).toBe(true)
        expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    }
  })

  it('shows the 404 heading and text', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<NotFoundView settings={settings} view="company" />)
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument()
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
    consoleError.mockRestore()
  })

  it.each([
    ['company', '/unternehmen/so-funktionierts'],
    ['talent', '/talente/so-funktionierts'],
  ] as const)('links the footer’s how-it-works per view (%s)', (view, href) => {
    render(<Footer settings={settings} view={view} />)
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs).toContain(href)
    // The spec's footer paths, each at the page its short path (/preise, …) redirects to.
    for (const path of [
      '/unternehmen/preise',
      '/unternehmen/vergleich',
      '/jobbeschreibung',
      '/interviewfragen',
      '/interview-tipps',
      '/ueber-uns',
      '/karriere',
      '/impressum',
      '/datenschutz',
      '/agb',
      '/security',
      '/cookies',
    ]) {
      expect(hrefs).toContain(path)
    }
  })
})
