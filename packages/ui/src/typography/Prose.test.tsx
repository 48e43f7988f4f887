import { render, screen } from '@testing-library/react'
import { injectedCss } from '../test/css'
import { Prose } from './Prose'

describe('Prose', () => {
  it('renders long-form content and trims the top margin of the first element', () => {
    render(
      <Prose>
        <h2>Geltungsbereich</h2>
        <p>Diese Bedingungen gelten für alle Nutzer.</p>
      </Prose>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
    // Style tags that styled-components puts next to elements in RSC must not count as "first".
    expect(injectedCss()).toMatch(
      />\s*:where\(:nth-child\(1 of :not\(style\)\)\)\{margin-block-start:0;\}/,
    )
  })
})
