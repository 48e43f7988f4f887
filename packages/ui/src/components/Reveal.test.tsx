import { render, screen } from '@testing-library/react'
import { injectedCss } from '../test/css'
import { Reveal } from './Reveal'

/** Removes `@supports`/`@media` blocks (with their nested rules) from a stylesheet text. */
function withoutConditionalBlocks(css: string) {
  let out = ''
  let depth = 0
  let i = 0
  while (i < css.length) {
    if (depth === 0 && css.startsWith('@', i) && /^@(supports|media)/.test(css.slice(i))) {
      const open = css.indexOf('{', i)
      depth = 1
      i = open + 1
      while (depth > 0 && i < css.length) {
        if (css[i] === '{') depth++
        if (css[i] === '}') depth--
        i++
      }
      continue
    }
    out += css[i]
    i++
  }
  return out
}

describe('Reveal', () => {
  it('renders its children visible', () => {
    render(
      <Reveal>
        <p>Sofort sichtbar</p>
      </Reveal>,
    )
    expect(screen.getByText('Sofort sichtbar')).toBeVisible()
  })

  it('hides nothing unless scroll-driven animations and motion are both available', () => {
    const { container } = render(<Reveal>Inhalt</Reveal>)
    const cls = (container.firstElementChild as HTMLElement).classList
    const css = injectedCss()
    const own = Array.from(cls).some((c) => css.includes(`.${c}{`))
    expect(own).toBe(true)

    const unconditional = withoutConditionalBlocks(css)
    for (const c of Array.from(cls)) {
      const rule = unconditional.match(new RegExp(`\\.${c}\\{[^}]*\\}`))?.[0] ?? ''
      expect(rule).not.toMatch(/animation|opacity|transform/)
    }
    expect(css).toMatch(
      /@supports \(animation-timeline: ?view\(\)\)\{@media \(prefers-reduced-motion: ?no-preference\)\{[^}]*animation-timeline:view\(\)/,
    )
  })
})
