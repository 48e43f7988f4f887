import { render, screen, within } from '@testing-library/react'
import { agentsFixture, landingFixture, malformed } from '../landing.fixture'
import { AgentsCarousel } from './AgentsCarousel'

const carousel = landingFixture.agentsCarousel

describe('AgentsCarousel', () => {
  it('renders a labelled carousel of the 20 agents, slides numbered from content', () => {
    render(<AgentsCarousel content={carousel} />)
    const region = screen.getByRole('region', { name: 'Lerne einige unserer Sales-Talente kennen' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(20)
    expect(slides[0]).toHaveAccessibleName('1 von 20')
    expect(slides[19]).toHaveAccessibleName('20 von 20')
  })

  it('shows each agent’s name, country, role, skills, track record and picture', () => {
    render(<AgentsCarousel content={carousel} />)
    const slide = screen.getByRole('group', { name: '2 von 20' })
    expect(within(slide).getByRole('heading', { name: 'Jonas Weber' })).toBeInTheDocument()
    expect(within(slide).getByText('Österreich')).toBeInTheDocument()
    expect(within(slide).getByText('Setter')).toBeInTheDocument()
    expect(within(slide).getByText('Kaltakquise')).toBeInTheDocument()
    expect(within(slide).getByText('Abschlüsse')).toBeInTheDocument()
    expect(within(slide).getByText('101')).toBeInTheDocument()
    const image = within(slide).getByRole('img', { name: 'Illustriertes Porträt von Jonas Weber' })
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
  })

  it('labels previous and next from content', () => {
    render(<AgentsCarousel content={carousel} />)
    expect(screen.getByRole('button', { name: 'Vorherige Talente' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nächste Talente' })).toBeInTheDocument()
  })

  it('names slides after the agent when there is no slide label template', () => {
    render(<AgentsCarousel content={{ ...carousel!, slideLabelTemplate: null }} />)
    expect(screen.getByRole('group', { name: 'Lena Hoffmann' })).toBeInTheDocument()
  })

  it('skips agents without a name and cards without a picture keep their text', () => {
    const agents = [null, { ...agentsFixture[0], name: '' }, { ...agentsFixture[1], image: null }]
    render(<AgentsCarousel content={malformed({ ...carousel, agents })} />)
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Jonas Weber' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('leaves out a card’s parts whose content is missing or of the wrong type', () => {
    const agent = {
      ...agentsFixture[1],
      role: 42,
      country: null,
      flag: '',
      skills: ['Kaltakquise', 7, null],
      trackRecord: [{ _key: 'a', label: 'Abschlüsse', value: '' }, null],
    }
    render(<AgentsCarousel content={malformed({ ...carousel, agents: [agent] })} />)
    const slide = screen.getByRole('group', { name: '1 von 1' })
    expect(within(slide).getByRole('heading', { name: 'Jonas Weber' })).toBeInTheDocument()
    expect(
      within(slide)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kaltakquise'])
    expect(within(slide).queryByText('Setter')).not.toBeInTheDocument()
    expect(within(slide).queryByText('Österreich')).not.toBeInTheDocument()
    expect(within(slide).queryByText('Track Record')).not.toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no agents', { ...carousel, agents: [] }],
    ['no heading', { ...carousel, heading: undefined }],
  ])('renders nothing for %s', (_case, content) => {
    expect(render(<AgentsCarousel content={malformed(content)} />).container).toBeEmptyDOMElement()
  })
})
