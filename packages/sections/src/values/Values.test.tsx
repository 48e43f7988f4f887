import { render, screen, within } from '@testing-library/react'
import { malformed, valuesFixture as values } from '../testing/companyPages.fixture'
import { Values } from './Values'

const renderValues = (content: unknown = values) =>
  render(<Values id="werte" content={malformed(content)} />)

describe('Values', () => {
  it('renders the three values with subtitle, description and principles', () => {
    renderValues()
    const region = screen.getByRole('region', { name: values.heading! })
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['Loyalität', 'Kommunikation', 'Verantwortung & Ownership'])
    const loyalty = within(region).getByRole('heading', { name: 'Loyalität' }).closest('li')!
    expect(loyalty).toHaveTextContent('Wir stehen zu unserem Wort')
    expect(within(loyalty).getByRole('list')).toHaveTextContent('Wir halten, was wir versprechen')
  })

  it('keeps a value without principles', () => {
    const [first, ...rest] = values.values!
    renderValues({ ...values, values: [{ ...first, principles: null }, ...rest] })
    const loyalty = screen.getByRole('heading', { name: 'Loyalität' }).closest('li')!
    expect(within(loyalty).queryByRole('list')).not.toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...values, heading: null }],
    ['values without titles', { ...values, values: [{ _key: 'x', title: null }] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderValues(content).container).toBeEmptyDOMElement()
  })
})
