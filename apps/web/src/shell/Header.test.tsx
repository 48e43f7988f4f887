import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname } from 'next/navigation'
import { viewBasePath } from '@/lib/view'
import { Header } from './Header'
import { mobileMenuId } from './MobileMenuIsland'
import { settingsFixture as settings } from '@/testing/content/settings.fixture'
import { normalise } from '@repo/content/normalise'
import { siteSettingsQuery } from '@/content/queries'

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }))

/** The page the header is rendered on (the layouts render it once for all their pages). */
const visit = (path: string) => jest.mocked(usePathname).mockReturnValue(path)

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'))

/**
 * The desktop bar's navigation. jsdom applies no media queries, so it counts as hidden (its
 * mobile-first style); queries inside it pass `hidden: true`.
 */
const mainNav = () => document.querySelector<HTMLElement>('header nav:not([aria-label])')!
const inNav = (name: string) => within(mainNav()).getByRole('link', { name, hidden: true })
const menuPanel = () => document.getElementById(mobileMenuId)!

describe('Header', () => {
  beforeEach(() => visit('/unternehmen'))

  it('links how-it-works, comparison and pricing under /unternehmen in the company view', () => {
    render(<Header settings={settings} view="company" />)
    expect(inNav('So funktioniert’s')).toHaveAttribute('href', '/unternehmen/so-funktionierts')
    expect(inNav('Vergleich')).toHaveAttribute('href', '/unternehmen/vergleich')
    expect(inNav('Preise')).toHaveAttribute('href', '/unternehmen/preise')
  })

  it('links under /talente and leaves out pricing in the talent view', () => {
    render(<Header settings={settings} view="talent" />)
    expect(hrefs(mainNav())).toEqual(['/talente/so-funktionierts', '/talente/vergleich'])
    expect(screen.queryByRole('link', { name: 'Preise', hidden: true })).not.toBeInTheDocument()
    expect(document.querySelector('a[href="/unternehmen/preise"]')).toBeNull()
  })

  it.each([
    ['company', 'Für Unternehmen', 'Für Talente'],
    ['talent', 'Für Talente', 'Für Unternehmen'],
  ] as const)('marks the %s view as current in the switch', (view, current, other) => {
    visit(`${viewBasePath[view]}/vergleich`)
    render(<Header settings={settings} view={view} />)
    const viewSwitch = screen.getByRole('navigation', { name: 'Ansicht wählen' })
    expect(within(viewSwitch).getByRole('link', { name: current })).toHaveAttribute('aria-current')
    expect(within(viewSwitch).getByRole('link', { name: other })).not.toHaveAttribute(
      'aria-current',
    )
    expect(within(viewSwitch).getByRole('link', { name: 'Für Unternehmen' })).toHaveAttribute(
      'href',
      '/unternehmen',
    )
    expect(within(viewSwitch).getByRole('link', { name: 'Für Talente' })).toHaveAttribute(
      'href',
      '/talente',
    )
  })

  it('opens login and register of the app in a new tab', () => {
    render(<Header settings={settings} view="company" />)
    for (const [name, href] of [
      ['Login', settings.appLoginUrl],
      ['Registrieren', settings.appRegisterUrl],
    ] as const) {
      const links = screen.getAllByRole('link', { name, hidden: true })
      expect(links).toHaveLength(2) // bar and burger panel
      for (const link of links) {
        expect(link).toHaveAttribute('href', href)
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    }
  })

  it('opens the Resources menu with the three guides', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    const trigger = () =>
      within(mainNav()).getByRole('button', { name: 'Ressourcen', hidden: true })
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    await user.click(trigger())
    const menu = await screen.findByRole('menu', { hidden: true })
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/jobbeschreibung', '/interviewfragen', '/interview-tipps'])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
  })

  it('opens the Resources menu from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    within(mainNav()).getByRole('button', { name: 'Ressourcen', hidden: true }).focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { hidden: true })
    const items = within(menu).getAllByRole('menuitem', { hidden: true })
    await waitFor(() => expect(items[0]).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
  })

  it('has a burger button that opens a popover panel with every link', () => {
    render(<Header settings={settings} view="company" />)
    const burger = screen.getByRole('button', { name: 'Menü öffnen' })
    expect(burger).toHaveAttribute('popovertarget', mobileMenuId)
    expect(menuPanel()).toHaveAttribute('popover', 'auto')
    expect(hrefs(menuPanel())).toEqual([
      '/unternehmen',
      '/talente',
      '/unternehmen/so-funktionierts',
      '/unternehmen/vergleich',
      '/unternehmen/preise',
      '/jobbeschreibung',
      '/interviewfragen',
      '/interview-tipps',
      settings.appRegisterUrl,
      settings.appLoginUrl,
    ])
    const close = within(menuPanel()).getByRole('button', { name: 'Menü schließen' })
    expect(close).toHaveAttribute('popovertarget', mobileMenuId)
    expect(close).toHaveAttribute('popovertargetaction', 'hide')
  })

  it('marks the page the visitor is on in the bar and in the burger panel', () => {
    visit('/unternehmen/vergleich')
    render(<Header settings={settings} view="company" />)
    const [bar, panel] = screen.getAllByRole('link', { name: 'Vergleich', hidden: true })
    expect(bar).toHaveAttribute('aria-current', 'page')
    expect(panel).toHaveAttribute('aria-current', 'page')
    expect(menuPanel()).toContainElement(panel!)
    for (const other of ['So funktioniert’s', 'Preise']) {
      for (const link of screen.getAllByRole('link', { name: other, hidden: true })) {
        expect(link).not.toHaveAttribute('aria-current')
      }
    }
  })

  it('marks the view’s landing page as the page, the view elsewhere in it as current', () => {
    visit('/unternehmen')
    const { unmount } = render(<Header settings={settings} view="company" />)
    const viewSwitch = () => screen.getByRole('navigation', { name: 'Ansicht wählen' })
    const company = () => within(viewSwitch()).getByRole('link', { name: 'Für Unternehmen' })
    expect(company()).toHaveAttribute('aria-current', 'page')
    unmount()

    visit('/unternehmen/preise')
    render(<Header settings={settings} view="company" />)
    expect(company()).toHaveAttribute('aria-current', 'true')
    expect(inNav('Preise')).toHaveAttribute('aria-current', 'page')
  })

  it('marks a guide as current in the Resources menu, its trigger and the burger panel', async () => {
    const user = userEvent.setup()
    visit('/interviewfragen')
    render(<Header settings={settings} view="company" />)
    const trigger = () =>
      within(mainNav()).getByRole('button', { name: 'Ressourcen', hidden: true })
    expect(trigger()).toHaveAttribute('data-current')
    expect(within(menuPanel()).getByRole('link', { name: /^Interviewfragen/ })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(trigger())
    const menu = await screen.findByRole('menu', { hidden: true })
    expect(trigger()).toHaveAttribute('data-current')
    const items = within(menu).getAllByRole('menuitem', { hidden: true })
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'page', null])
  })

  it('shows the links editors set for the view, in their order', () => {
    const [howItWorks, comparison, pricing] = settings.navigation!.companyLinks
    const campaign = {
      _key: 'kampagne',
      label: 'Kampagne',
      link: {
        ...howItWorks!.link,
        document: { _type: 'page' as const, slug: 'kampagne-2026', open: null, validThrough: null },
      },
    }
    const edited = {
      ...settings,
      navigation: {
        ...settings.navigation!,
        companyLinks: [pricing!, campaign, comparison!],
      },
    }
    visit('/kampagne-2026')
    render(<Header settings={edited} view="company" />)
    expect(hrefs(mainNav())).toEqual([
      '/unternehmen/preise',
      '/kampagne-2026',
      '/unternehmen/vergleich',
    ])
    // A link an editor added is marked like any other on its own page, in the bar and the menu.
    for (const link of screen.getAllByRole('link', { name: 'Kampagne', hidden: true })) {
      expect(link).toHaveAttribute('aria-current', 'page')
    }
  })

  it('leaves out a link whose page is not published', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const [howItWorks, ...others] = settings.navigation!.companyLinks
    const edited = {
      ...settings,
      navigation: {
        ...settings.navigation!,
        companyLinks: [
          { ...howItWorks!, link: { ...howItWorks!.link, document: null } },
          ...others,
        ],
      },
    }
    render(<Header settings={edited} view="company" />)
    expect(hrefs(mainNav())).toEqual(['/unternehmen/vergleich', '/unternehmen/preise'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(howItWorks!.link.documentId!))
    warn.mockRestore()
  })

  it('marks nothing on a page the navigation does not lead to', () => {
    visit('/agb')
    render(<Header settings={settings} view="company" />)
    expect(document.querySelector('[aria-current="page"]')).toBeNull()
    expect(
      within(mainNav()).getByRole('button', { name: 'Ressourcen', hidden: true }),
    ).not.toHaveAttribute('data-current')
  })

  it('drops links whose targets are unsafe', () => {
    const [first, ...others] = settings.navigation!.resources
    const broken = {
      ...settings,
      appLoginUrl: 'javascript:alert(1)',
      navigation: {
        ...settings.navigation!,
        resources: [{ ...first!, link: { ...first!.link, url: '//evil.example', document: null } }],
      },
    }
    render(<Header settings={broken} view="company" />)
    expect(screen.queryByRole('link', { name: 'Login', hidden: true })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: first!.label, hidden: true })).not.toBeInTheDocument()
    expect(others.length).toBeGreaterThan(0)
    expect(inNav('Vergleich')).toBeInTheDocument()
  })

  it.each([
    ['carries the brand', 'SalesSwipe – zur Startseite', 'SalesSwipe – zur Startseite'],
    ['lacks the brand', 'Zur Startseite', 'SalesSwipe: Zur Startseite'],
  ])('names the brand link once when its label %s', (_, homeLabel, name) => {
    const labelled = { ...settings, navigation: { ...settings.navigation!, homeLabel } }
    render(<Header settings={labelled} view="company" />)
    const brand = document.querySelector('header a.brand-link')
    expect(brand).toHaveAccessibleName(name)
  })

  it('keeps the brand link when the navigation copy is broken', () => {
    const content: unknown = {
      ...settings,
      navigation: { ...settings.navigation, companyViewLabel: null },
    }
    const broken = normalise(siteSettingsQuery, content as typeof settings)
    render(<Header settings={broken} view="company" />)
    expect(document.querySelectorAll('header nav a')).toHaveLength(0)
    expect(screen.getByRole('link', { name: /SalesSwipe/, hidden: true })).toBeInTheDocument()
  })
})
