import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { jobsFixture, talentFixture } from '../testing/talent.fixture'
import { asMatched } from '../testing/text'
import { JobsCarousel } from './JobsCarousel'

/** Images as the bundled content serves them. */
const imageProps = createImageProps({ kind: 'embedded' })

const carousel = talentFixture.jobsCarousel

describe('JobsCarousel', () => {
  it('renders a labelled carousel of the nine jobs, slides numbered from content', () => {
    render(<JobsCarousel content={carousel} imageProps={imageProps} />)
    const region = screen.getByRole('region', { name: 'Top-Jobs für Sales-Talente' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(region).getAllByRole('group')
    expect(slides).toHaveLength(9)
    expect(slides[0]).toHaveAccessibleName('1 von 9')
    expect(slides[8]).toHaveAccessibleName('9 von 9')
    expect(screen.getByRole('button', { name: 'Nächste Jobs' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Vorherige Jobs' })).toBeInTheDocument()
  })

  it('shows company, logo, role, the sample mark and the facts with their labels', () => {
    render(<JobsCarousel content={carousel} imageProps={imageProps} />)
    const slide = screen.getByRole('group', { name: '1 von 9' })
    expect(within(slide).getByRole('heading', { name: 'Nordwind Software' })).toBeInTheDocument()
    const logo = within(slide).getByRole('img', { name: 'Logo von Nordwind Software (Beispiel)' })
    expect(logo).toHaveAttribute('width', '48')
    expect(logo).toHaveAttribute('height', '48')
    expect(within(slide).getByText('Closer')).toBeInTheDocument()
    expect(within(slide).getByText('Beispiel')).toBeInTheDocument()
    const facts = within(slide)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(facts).toEqual([
      ['Branche', 'B2B-SaaS'],
      ['Vergütung', 'Fix + Provision'],
      ['OTE', '80.000–\u2060100.000\u00a0€'],
      ['Ort', 'Berlin'],
    ])
  })

  it('names each pay model by its content label', () => {
    render(<JobsCarousel content={carousel} imageProps={imageProps} />)
    const payModelOf = (slide: string) =>
      within(screen.getByRole('group', { name: slide })).getByText('Vergütung').nextElementSibling
    expect(payModelOf('2 von 9')).toHaveTextContent('Hybrid')
    expect(payModelOf('3 von 9')).toHaveTextContent(/^Fix$/)
    expect(payModelOf('4 von 9')).toHaveTextContent('Provision')
  })

  it('names slides after the company when there is no slide label template', () => {
    render(
      <JobsCarousel content={{ ...carousel, slideLabelTemplate: null }} imageProps={imageProps} />,
    )
    expect(screen.getByRole('group', { name: 'Kapitalkompass' })).toBeInTheDocument()
  })

  it('skips jobs whose content is broken and keeps the others', () => {
    const [first, second, third] = jobsFixture
    const jobs = [null, { ...first, company: ' ' }, { ...second, payModel: 'equity' }, third]
    const content = normalisedSection<'jobsCarouselSection'>({ ...carousel, jobs })
    render(<JobsCarousel content={content!} imageProps={imageProps} />)
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: third!.company })).toBeInTheDocument()
  })

  it('keeps the text of a card whose logo the content source cannot serve', () => {
    const [first] = jobsFixture
    const logo = { ...first!.logo, asset: { ...first!.logo.asset, _ref: 'image-missing' } }
    const content = normalisedSection<'jobsCarouselSection'>({
      ...carousel,
      jobs: [{ ...first, logo }],
    })
    render(<JobsCarousel content={content!} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { name: first!.company })).toBeInTheDocument()
    expect(screen.getByText(asMatched(first!.oteRange))).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...carousel, heading: null })).toBeUndefined()
  })

  it('renders nothing without jobs', () => {
    const { container } = render(
      <JobsCarousel content={{ ...carousel, jobs: [] }} imageProps={imageProps} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
