import { render, screen, within } from '@testing-library/react'
import { valuesFixture as values } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { Values } from './Values'

const renderValues = (content = values) => render(<Values content={content} />)

describe('Values', () => {
  it('renders the three values with subtitle, description and principles', () => {
    renderValues()
    const region = screen.getByRole('region', { name: values.heading })
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['Loyalität', 'Kommunikation', 'Verantwortung & Ownership'])
    const loyalty = within(region).getByRole('heading', { name: 'Loyalität' }).closest('li')!
    expect(loyalty).toHaveTextContent('Wir stehen zu unserem Wort')
    expect(within(loyalty).getByRole('list')).toHaveTextContent('Wir halten, was wir versprechen')
  })

  it('keeps a value whose principles are all blank, without the list', () => {
    const [first, ...rest] = values.values
    const content = normalisedSection<'valuesSection'>({
      ...values,
      values: [{ ...first, principles: [' ', null] }, ...rest],
    })
    renderValues(content!)
    const loyalty = screen.getByRole('heading', { name: 'Loyalität' }).closest('li')!
    expect(within(loyalty).queryByRole('list')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...values, heading: null })).toBeUndefined()
  })

  it('renders nothing when no value has a title', () => {
    const content = normalisedSection<'valuesSection'>({
      ...values,
      values: values.values.map((value) => ({ ...value, title: ' ' })),
    })
    expect(renderValues(content!).container).toBeEmptyDOMElement()
  })
})
