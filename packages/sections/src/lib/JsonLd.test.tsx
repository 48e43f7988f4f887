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

  it('leaves out typesetting’s invisible marks: search engines index the text as written', () => {
    const { container } = render(<JsonLd data={{ text: 'Antwort in 24–\u206048 Stunden' }} />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ text: 'Antwort in 24–48 Stunden' })
  })

  it('renders nothing without data', () => {
    const { container } = render(<JsonLd data={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
