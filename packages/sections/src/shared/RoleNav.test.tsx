import { act, fireEvent, render, screen, within } from '@testing-library/react'
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

  it('marks the role being read as the current one as the visitor scrolls', async () => {
    render(
      <>
        <RoleNav label="Rollen auf dieser Seite" items={items} />
        <article id="opener" />
        <article id="setter" />
      </>,
    )
    // Where each role sits on an 800 px screen; the reading line is at 35 % (280 px).
    const place = (id: string, top: number, bottom: number) => {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top, bottom }) as DOMRect
    }
    const scrollTo = async (opener: [number, number], setter: [number, number]) => {
      place('opener', ...opener)
      place('setter', ...setter)
      fireEvent.scroll(window)
      await act(() => new Promise(requestAnimationFrame))
    }
    const current = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'location')
        .map((link) => link.getAttribute('href'))
    window.innerHeight = 800

    await scrollTo([500, 1500], [1600, 2600])
    expect(current()).toEqual([])
    await scrollTo([100, 1100], [1200, 2200])
    expect(current()).toEqual(['#opener'])
    await scrollTo([-1000, 0], [100, 1100])
    expect(current()).toEqual(['#setter'])
    await scrollTo([-3000, -2000], [-1000, 0])
    expect(current()).toEqual([])
  })
})
