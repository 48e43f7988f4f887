import { render } from '@testing-library/react'
import { JsonLd } from './JsonLd'

describe('JsonLd', () => {
  it('writes the data as a JSON block that content cannot break out of', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.innerHTML).not.toContain('</script>')
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      name: '</script><script>alert(1)</script>',
    })
  })

  it('renders nothing without data', () => {
    const { container } = render(<JsonLd data={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
