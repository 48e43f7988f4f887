import { render, screen } from '@testing-library/react'
import { VisuallyHidden } from './VisuallyHidden'

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers and hides it with the global class', () => {
    render(
      <table>
        <VisuallyHidden as="caption" id="c">
          Vergleich
        </VisuallyHidden>
      </table>,
    )
    const caption = screen.getByText('Vergleich')
    expect(caption.tagName).toBe('CAPTION')
    expect(caption).toHaveClass('ui-visually-hidden')
    expect(caption).toHaveAttribute('id', 'c')
  })
})
