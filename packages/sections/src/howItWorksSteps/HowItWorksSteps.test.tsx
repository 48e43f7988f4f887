import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import { normalisedSection } from '../testing/fixtures'
import { howItWorksFixture } from '../testing/pages.fixture'
import { HowItWorksSteps } from './HowItWorksSteps'
import { asMatched } from '../testing/text'

const steps = howItWorksFixture.steps
const imageProps = createImageProps({ kind: 'embedded' })

describe('HowItWorksSteps', () => {
  it('renders the six steps as an ordered list in a named region', () => {
    render(<HowItWorksSteps content={steps} imageProps={imageProps} />)
    const region = screen.getByRole('region', { name: steps.heading })
    const items = within(region).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    expect(items[0]?.closest('ol')).not.toBeNull()
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(steps.steps.map((step) => step.title))
    expect(within(items[4]!).getByText(asMatched(steps.steps[4]!.text))).toBeVisible()
  })

  it('draws each step’s app scene from content, hidden from screen readers', () => {
    const kinds = steps.steps.map((step) => step.illustration)
    expect(kinds).toEqual(['role', 'suggestions', 'swipe', 'match', 'chat', 'hire'])
    const { container } = render(<HowItWorksSteps content={steps} imageProps={imageProps} />)
    const scenes = [...container.querySelectorAll('li > .step-scene')]
    expect(scenes.map((scene) => scene.getAttribute('data-scene'))).toEqual(kinds)
    for (const scene of scenes) {
      expect(scene).toHaveAttribute('aria-hidden', 'true')
      expect(scene.querySelector('svg')).not.toBeNull()
      expect(scene).toHaveTextContent('')
    }
  })

  it('leaves out a scene that is unset or unknown', () => {
    const [first, second, ...rest] = steps.steps
    const content = normalisedSection<'howItWorksStepsSection'>({
      ...steps,
      steps: [{ ...first, illustration: null }, { ...second, illustration: 'rocket' }, ...rest],
    })!
    const { container } = render(<HowItWorksSteps content={content} imageProps={imageProps} />)
    expect(container.querySelectorAll('.step-scene')).toHaveLength(4)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
  })

  it('skips a step without a title', () => {
    const broken = [null, { _key: 'x', title: '', text: 'Ohne Titel' }, ...steps.steps]
    const content = normalisedSection<'howItWorksStepsSection'>({ ...steps, steps: broken })!
    render(<HowItWorksSteps content={content} imageProps={imageProps} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    expect(screen.queryByText('Ohne Titel')).not.toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...steps, heading: null })).toBeUndefined()
  })

  it('renders nothing without steps', () => {
    const { container } = render(
      <HowItWorksSteps content={{ ...steps, steps: [] }} imageProps={imageProps} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
