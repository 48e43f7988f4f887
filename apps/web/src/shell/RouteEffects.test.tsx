import { render } from '@testing-library/react'
import { usePathname } from 'next/navigation'
import { RouteEffects } from './RouteEffects'

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }))

const setPath = (path: string) => jest.mocked(usePathname).mockReturnValue(path)

describe('RouteEffects', () => {
  let scrollTo: jest.SpyInstance

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
  })
  afterEach(() => scrollTo.mockRestore())

  it('scrolls to the top and closes the menu popover when the path changes', () => {
    const menu = document.createElement('div')
    menu.setAttribute('popover', 'auto')
    menu.hidePopover = jest.fn()
    document.body.append(menu)

    setPath('/unternehmen')
    const { rerender } = render(<RouteEffects />)
    expect(scrollTo).not.toHaveBeenCalled()

    setPath('/unternehmen/preise')
    rerender(<RouteEffects />)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(menu.hidePopover).toHaveBeenCalled()
    menu.remove()
  })

  it('does nothing while the path stays the same', () => {
    setPath('/unternehmen')
    const { rerender } = render(<RouteEffects />)
    rerender(<RouteEffects />)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
