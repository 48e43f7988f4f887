import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePathname } from 'next/navigation'
import { Header } from './Header'
import { mobileMenuId } from './MobileMenuIsland'
import { settingsFixture as settings } from '@/testing/content/settings.fixture'

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }))

const nav = settings.navigation!
const burger = () => screen.getByRole('button', { name: nav.openMenuLabel! })
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(burger())
  return screen.findByRole('dialog', { name: nav.menuLabel! })
}

/** jsdom has no media queries: a screen that can widen to where the header shows everything. */
let widen: () => void
beforeEach(() => {
  jest.mocked(usePathname).mockReturnValue('/unternehmen/vergleich')
  const listeners = new Set<() => void>()
  const query = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList)
  widen = () => {
    query.matches = true
    for (const listener of listeners) listener()
  }
})

describe('burger menu, once the page is hydrated', () => {
  it('opens a modal dialog named from content, the page behind it hidden', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    expect(document.getElementById(mobileMenuId)).toHaveAttribute('popover', 'auto')

    const dialog = await openMenu(user)

    // The panel moved into the dialog: its links exist once.
    expect(document.getElementById(mobileMenuId)).toBeNull()
    expect(within(dialog).getByRole('link', { name: 'Vergleich' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    // Modal: the header behind it is out of reach for assistive technology.
    expect(screen.queryByRole('button', { name: nav.openMenuLabel! })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: nav.openMenuLabel!, hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('keeps the focus inside while tabbing in both directions', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    const dialog = await openMenu(user)
    const stops = within(dialog).getAllByRole('link').length + 1 // and the close button

    for (let step = 0; step <= stops; step++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    for (let step = 0; step <= stops; step++) {
      await user.tab({ shift: true })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('closes on Escape and gives the focus back to the burger', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    await openMenu(user)

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(burger()).toHaveFocus()
    expect(burger()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes with its close button, and opens again', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    const dialog = await openMenu(user)

    await user.click(within(dialog).getByRole('button', { name: nav.closeMenuLabel! }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(burger()).toHaveFocus()

    expect(await openMenu(user)).toBeInTheDocument()
  })

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    const dialog = await openMenu(user)
    // jsdom cannot navigate: the link's own action is not what is under test.
    const stay = (event: MouseEvent) => event.preventDefault()
    document.addEventListener('click', stay)

    await user.click(within(dialog).getByRole('link', { name: 'Preise' }))

    document.removeEventListener('click', stay)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('closes when the screen widens to the full header', async () => {
    const user = userEvent.setup()
    render(<Header settings={settings} view="company" />)
    await openMenu(user)

    act(widen)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
