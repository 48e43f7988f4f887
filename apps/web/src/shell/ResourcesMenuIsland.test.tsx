import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourcesMenuIsland } from './ResourcesMenuIsland'

const items = [
  { href: '/jobbeschreibung', label: 'Jobbeschreibungen' },
  { href: '/interviewfragen', label: 'Interviewfragen' },
  { href: '/interview-tipps', label: 'Interview-Tipps' },
]

describe('ResourcesMenuIsland', () => {
  it('renders a closed menu button without loading the menu code', () => {
    render(<ResourcesMenuIsland label="Ressourcen" items={items} />)
    const trigger = screen.getByRole('button', { name: 'Ressourcen' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument()
  })

  it('keeps letters typed right after Enter for the typeahead', async () => {
    const user = userEvent.setup({ delay: null })
    render(<ResourcesMenuIsland label="Ressourcen" items={items} />)
    screen.getByRole('button', { name: 'Ressourcen' }).focus()
    await user.keyboard('{Enter}Interview-T')
    const menu = await screen.findByRole('menu')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Interview-Tipps' })).toHaveFocus(),
    )
  })
})
