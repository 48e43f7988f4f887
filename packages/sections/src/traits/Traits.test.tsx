import { render, screen, within } from '@testing-library/react'
import { traitsFixture as traits } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { Traits } from './Traits'

const renderTraits = (content = traits) => render(<Traits content={content} />)

const column = (title: string) => screen.getByRole('heading', { name: title }).parentElement!

describe('Traits', () => {
  it('lists the wanted and the unwanted traits under their headings', () => {
    renderTraits()
    expect(screen.getByRole('region', { name: traits.heading })).toBeInTheDocument()
    const wanted = within(column('Das bringst du mit')).getAllByRole('listitem')
    const unwanted = within(column('Das passt nicht zu uns')).getAllByRole('listitem')
    expect(wanted.map((item) => item.textContent)).toEqual(traits.wanted)
    expect(unwanted.map((item) => item.textContent)).toEqual(traits.notWanted)
  })

  it('shows one list when the other is empty', () => {
    renderTraits({ ...traits, notWanted: [] })
    expect(screen.getAllByRole('list')).toHaveLength(1)
    expect(screen.queryByText('Das passt nicht zu uns')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...traits, heading: null })).toBeUndefined()
  })

  it('renders nothing without traits', () => {
    expect(renderTraits({ ...traits, wanted: [], notWanted: [] }).container).toBeEmptyDOMElement()
  })
})
