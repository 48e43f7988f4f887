import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { ctaTargetsFixture as settings, normalisedSection } from '../testing/fixtures'
import { landingFixture } from '../testing/landing.fixture'
import { talentFixture } from '../testing/talent.fixture'
import { Hero } from './Hero'
import { splitHighlight } from './highlight'
import { asMatched } from '../testing/text'

/** Text as Testing Library reads the DOM: any whitespace (a no-break space too) as one space. */

const imageProps = createImageProps({ kind: 'embedded' })
const hero = landingFixture.hero
const talentHero = talentFixture.hero

describe('Hero', () => {
  it('renders the page heading with its highlight, text, buttons, note and figures', () => {
    render(<Hero content={hero} targets={settings} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(asMatched(hero.heading))
    expect(screen.getByText(asMatched(hero.highlight!))).toBeInTheDocument()
    expect(screen.getByText(asMatched(hero.text))).toBeInTheDocument()
    expect(hero.primaryCta.action).toBe('register')
    const register = screen.getByRole('link', { name: hero.primaryCta.label })
    expect(register).toHaveAttribute('href', settings.appRegisterUrl)
    expect(register).toHaveAttribute('target', '_blank')
    expect(hero.secondaryCta?.action).toBe('demoCall')
    expect(screen.getByRole('link', { name: hero.secondaryCta!.label })).toHaveAttribute(
      'href',
      settings.actions.demoCall,
    )
    expect(screen.getByText(hero.note!)).toBeInTheDocument()
    for (const stat of hero.stats!) {
      const figure = screen.getByText(stat.label).parentElement!
      expect(within(figure).getByText(asMatched(stat.value))).toBeInTheDocument()
    }
  })

  it('lists the next steps in order beside the heading, under their own heading', () => {
    const { nextSteps } = talentHero
    render(<Hero content={talentHero} targets={settings} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      asMatched(talentHero.heading),
    )
    const heading = screen.getByRole('heading', { level: 2, name: nextSteps!.heading })
    const list = heading.nextElementSibling as HTMLElement
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    steps.forEach((step, index) => {
      const { title, text } = nextSteps!.steps[index]!
      expect(within(step).getByText(asMatched(title))).toBeInTheDocument()
      expect(within(step).getByText(asMatched(text))).toBeInTheDocument()
    })
    expect(screen.getByRole('link', { name: talentHero.secondaryCta!.label })).toHaveAttribute(
      'href',
      '/talente#jobs',
    )
  })

  it('leaves out the next steps when none has a title', () => {
    const nextSteps = {
      ...talentHero.nextSteps,
      steps: [null, { _key: 'x', title: '', text: 'y' }],
    }
    const content = normalisedSection<'heroSection'>({ ...talentHero, nextSteps })
    render(<Hero content={content!} targets={settings} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...hero, heading: 42 })).toBeUndefined()
  })

  it('drops broken parts and keeps the rest', () => {
    const content = normalisedSection<'heroSection'>({
      ...hero,
      stats: [null, { _key: 'x', value: 7 }],
      secondaryCta: 'x',
    })
    render(<Hero content={content!} targets={settings} imageProps={imageProps} />)
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: hero.primaryCta.label })).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: hero.secondaryCta!.label })).not.toBeInTheDocument()
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
