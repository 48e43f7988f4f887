import { render, screen, within } from '@testing-library/react'
import { RoleNav, roleAnchor } from './RoleNav'

describe('roleAnchor', () => {
  it.each([
    ['opener', 'opener'],
    ['key-2', 'key-2'],
    ['Opener', undefined],
    ['" onmouseover="x', undefined],
    ['', undefined],
    [null, undefined],
  ])('turns %p into %p', (key, anchor) => {
    expect(roleAnchor(key)).toBe(anchor)
  })
})

describe('RoleNav', () => {
  const items = [
    { id: 'opener', label: 'Opener', hint: '16 Fragen' },
    { id: 'setter', label: 'Setter' },
  ]

  it('is a named navigation of jump links to the roles', () => {
    render(<RoleNav label="Rollen auf dieser Seite" items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Rollen auf dieser Seite' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#opener', '#setter'])
    expect(links[0]).toHaveTextContent('Opener16 Fragen')
  })

  it.each([
    ['no label', null, items],
    ['a single role', 'Rollen', items.slice(0, 1)],
  ])('renders nothing with %s', (_case, label, navItems) => {
    expect(render(<RoleNav label={label} items={navItems} />).container).toBeEmptyDOMElement()
  })
})
