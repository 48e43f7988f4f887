import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { agentsFixture, landingFixture } from '../testing/landing.fixture'
import { AgentsCarousel } from './AgentsCarousel'
import { agentCountries } from './countries'

/** Images as the bundled content serves them. */
const imageProps = createImageProps({ kind: 'embedded' })

const carousel = landingFixture.agentsCarousel
const [lena, jonas] = agentsFixture

describe('AgentsCarousel', () => {
  it('renders a labelled carousel of the 20 agents, slides numbered from content', () => {
    render(<AgentsCarousel content={carousel} imageProps={imageProps} />)
    const region = screen.getByRole('region', { name: carousel.heading })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(20)
    expect(slides[0]).toHaveAccessibleName('1 von 20')
    expect(slides[19]).toHaveAccessibleName('20 von 20')
  })

  it('shows each agent’s name, country, role, skills, track record and picture', () => {
    render(<AgentsCarousel content={carousel} imageProps={imageProps} />)
    const slide = screen.getByRole('group', { name: '2 von 20' })
    expect(within(slide).getByRole('heading', { name: jonas!.name })).toBeInTheDocument()
    expect(within(slide).getByText(jonas!.country)).toBeInTheDocument()
    expect(within(slide).getByText(jonas!.role)).toBeInTheDocument()
    expect(
      within(slide)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(jonas!.skills)
    expect(
      within(slide)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual(jonas!.trackRecord.map((record) => [record.label, record.value]))
    const image = within(slide).getByRole('img', { name: jonas!.image.alt })
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
  })

  it('draws each agent’s flag from its country code, next to the country’s name', () => {
    render(<AgentsCarousel content={carousel} imageProps={imageProps} />)
    const codes = agentsFixture.map((agent) => agent.countryCode)
    expect(new Set(codes)).toEqual(new Set(['DE', 'AT', 'CH', 'LI', 'LU', 'NL', 'PL', 'CZ', 'IT']))
    screen.getAllByRole('group').forEach((slide, index) => {
      const country = within(slide).getByText(agentsFixture[index]!.country)
      const flag = country.querySelector('.agent-flag')
      expect(flag).toHaveAttribute('data-country', codes[index])
      // Decorative: the name is printed next to it, and no emoji stands in for it.
      expect(flag).toHaveAttribute('aria-hidden', 'true')
      expect(slide.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u)
    })
  })

  it('has a flag in the stylesheet for every country editors can choose', () => {
    const css = readFileSync(join(__dirname, 'AgentCard.css'), 'utf8')
    for (const { value } of agentCountries) expect(css).toContain(`[data-country='${value}']`)
  })

  it('labels previous and next from content', () => {
    render(<AgentsCarousel content={carousel} imageProps={imageProps} />)
    expect(screen.getByRole('button', { name: carousel.previousLabel })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: carousel.nextLabel })).toBeInTheDocument()
  })

  it('names slides after the agent when there is no slide label template', () => {
    render(
      <AgentsCarousel
        content={{ ...carousel, slideLabelTemplate: null }}
        imageProps={imageProps}
      />,
    )
    expect(screen.getByRole('group', { name: lena!.name })).toBeInTheDocument()
  })

  it('skips agents whose content is broken and keeps the others', () => {
    const agents = [null, { ...lena, name: '' }, { ...lena, countryCode: 'XX' }, jonas]
    const content = normalisedSection<'agentsCarouselSection'>({ ...carousel, agents })
    render(<AgentsCarousel content={content!} imageProps={imageProps} />)
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: jonas!.name })).toBeInTheDocument()
  })

  it('keeps the text of a card whose picture the content source cannot serve', () => {
    const image = { ...jonas!.image, asset: { ...jonas!.image.asset, _ref: 'image-missing' } }
    const agents = [{ ...jonas, image }]
    const content = normalisedSection<'agentsCarouselSection'>({ ...carousel, agents })
    render(<AgentsCarousel content={content!} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { name: jonas!.name })).toBeInTheDocument()
    expect(screen.getByText(jonas!.country)).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('drops skills and track record entries that are broken, and keeps the card', () => {
    const [skill] = jonas!.skills
    const [record, ...records] = jonas!.trackRecord
    const agent = {
      ...jonas,
      skills: [skill, 7, null],
      trackRecord: [{ ...record, value: '' }, null, ...records],
    }
    const content = normalisedSection<'agentsCarouselSection'>({ ...carousel, agents: [agent] })
    render(<AgentsCarousel content={content!} imageProps={imageProps} />)
    const slide = screen.getByRole('group', { name: '1 von 1' })
    expect(within(slide).getByRole('heading', { name: jonas!.name })).toBeInTheDocument()
    expect(
      within(slide)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([skill])
    expect(
      within(slide)
        .queryAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(records.map((entry) => entry.label))
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...carousel, heading: undefined })).toBeUndefined()
  })

  it('renders nothing without agents', () => {
    const { container } = render(
      <AgentsCarousel content={{ ...carousel, agents: [] }} imageProps={imageProps} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
