import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings } from '../testing/fixtures'
import { landingFixture, malformed } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { Hero } from './Hero'
import { splitHighlight } from './highlight'

/** Text as Testing Library reads the DOM: any whitespace (a no-break space too) as one space. */
const asRendered = (text: string) => text.replace(/\s+/g, ' ')

const imageProps = createImageProps({ kind: 'embedded' })
const hero = landingFixture.hero
const talentHero = talentFixture.hero

describe('Hero', () => {
  it('renders the page heading with its highlight, text, buttons, note and figures', () => {
    render(<Hero content={hero} targets={settings} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(asRendered(hero.heading!))
    expect(screen.getByText(asRendered(hero.highlight!))).toBeInTheDocument()
    expect(screen.getByText(hero.text!)).toBeInTheDocument()
    expect(hero.primaryCta?.action).toBe('register')
    const register = screen.getByRole('link', { name: hero.primaryCta!.label! })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(hero.secondaryCta?.action).toBe('demoCall')
    expect(screen.getByRole('link', { name: hero.secondaryCta!.label! })).toHaveAttribute(
      'href',
      settings.actions?.demoCall,
    )
    expect(screen.getByText(hero.note!)).toBeInTheDocument()
    for (const stat of hero.stats!) {
      const figure = screen.getByText(stat.label!).parentElement!
      expect(within(figure).getByText(asRendered(stat.value!))).toBeInTheDocument()
    }
  })

  it('lists the next steps in order beside the heading, under their own heading', () => {
    const { nextSteps } = talentHero
    render(<Hero content={talentHero} targets={settings} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      asRendered(talentHero.heading!),
    )
    const heading = screen.getByRole('heading', { level: 2, name: nextSteps!.heading! })
    const list = heading.nextElementSibling as HTMLElement
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    steps.forEach((step, index) => {
      const { title, text } = nextSteps!.steps![index]!
      expect(within(step).getByText(asRendered(title!))).toBeInTheDocument()
      expect(within(step).getByText(text!)).toBeInTheDocument()
    })
    expect(screen.getByRole('link', { name: talentHero.secondaryCta!.label! })).toHaveAttribute(
      'href',
      '/talente#jobs',
    )
  })

  it('skips next steps without a title', () => {
    const nextSteps = { heading: null, steps: [null, { _key: 'x', title: '', text: 'y' }] }
    render(
      <Hero
        content={malformed({ ...talentHero, nextSteps })}
        targets={settings}
        imageProps={imageProps}
      />,
    )
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('renders nothing without content or heading', () => {
    expect(
      render(<Hero content={malformed(null)} targets={settings} imageProps={imageProps} />)
        .container,
    ).toBeEmptyDOMElement()
    const { container } = render(
      <Hero
        content={malformed({ ...hero, heading: 42 })}
        targets={settings}
        imageProps={imageProps}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('drops broken parts and keeps the rest', () => {
    render(
      <Hero
        content={malformed({ ...hero, stats: [null, { _key: 'x', value: 7 }], primaryCta: 'x' })}
        targets={settings}
        imageProps={imageProps}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: hero.primaryCta!.label! })).not.toBeInTheDocument()
  })
})

describe('splitHighlight', () => {
  it('wraps the words inside the heading', () => {
    expect(splitHighlight('Talente in 7 Tagen finden', 'in 7 Tagen')).toEqual([
      'Talente ',
      'in 7 Tagen',
      ' finden',
    ])
  })

  it('appends words that continue the heading', () => {
    expect(splitHighlight('Talente finden', 'in 7 Tagen')).toEqual([
      'Talente finden ',
      'in 7 Tagen',
      '',
    ])
  })
})
