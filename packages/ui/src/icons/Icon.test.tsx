import { render, screen } from '@testing-library/react'
import { baseDeclarations } from '../test/css'
import { Icon } from './Icon'
import { glyphs } from './glyphs'
import { iconNames, isIconName } from './names'

describe('Icon', () => {
  it('is decorative unless labelled', () => {
    const { container } = render(<Icon name="zap" />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('exposes a label as an image name', () => {
    render(<Icon name="star" label="Bewertung" />)
    expect(screen.getByRole('img', { name: 'Bewertung' })).toBeInTheDocument()
  })

  it('is drawn in the text colour at text size by the global stylesheet', () => {
    const { container } = render(<Icon name="check" className="extra" />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveClass('ui-icon', 'extra')
    const css = baseDeclarations(svg)
    expect(css).toContain('stroke:currentColor')
    expect(css).toContain('fill:none')
    expect(css).toContain('width:1.25em')
    expect(css).toContain('height:1.25em')
  })

  it('has a drawing for every name the Studio can choose', () => {
    expect(Object.keys(glyphs).sort()).toEqual([...iconNames].sort())
    expect(new Set(iconNames).size).toBe(iconNames.length)
  })

  it('recognises icon names coming from content', () => {
    expect(isIconName('shield-check')).toBe(true)
    expect(isIconName('unknown-icon')).toBe(false)
    expect(isIconName(undefined)).toBe(false)
  })
})
