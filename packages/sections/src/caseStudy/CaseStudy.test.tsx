import { createImageProps } from '@repo/content/images'
import { render, screen, within } from '@testing-library/react'
import {
  ctaTargetsFixture as targets,
  normalisedSection,
  previewSection,
} from '../testing/fixtures'
import { CaseStudy } from './CaseStudy'

const imageProps = createImageProps({ kind: 'embedded' })
const story = previewSection('unternehmen', 'caseStudySection')

const renderStory = (content = story) =>
  render(<CaseStudy content={content} targets={targets} imageProps={imageProps} />)

describe('CaseStudy', () => {
  it('names the customer by logo, quotes the person with role, shows the figures and link', () => {
    renderStory()
    const region = screen.getByRole('region', { name: story.customer })
    const logo = within(region).getByRole('img', { name: story.customer })
    expect(logo).toHaveAttribute('width')
    expect(logo).toHaveAttribute('height')
    expect(within(region).getByText(story.quote)).toBeInTheDocument()
    expect(within(region).getByText(story.person)).toBeInTheDocument()
    expect(within(region).getByText(`${story.role}, ${story.customer}`)).toBeInTheDocument()
    expect(story.figures).toHaveLength(3)
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(values).toEqual(story.figures.map((figure) => figure.value))
    expect(within(region).getByRole('link', { name: story.cta!.label })).toHaveAttribute(
      'href',
      `/${story.cta!.link!.document!.slug}`,
    )
  })

  it('shows the customer’s name as heading when there is no logo', () => {
    renderStory({ ...story, logo: null })
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(story.customer)
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveClass('ui-visually-hidden')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('drops a broken figure and a link without a safe target, and keeps the quote', () => {
    const content = normalisedSection<'caseStudySection'>({
      ...story,
      figures: [...story.figures.slice(0, 2), { _key: 'x', value: 7 }],
      cta: {
        label: 'Böse',
        action: 'link',
        link: { url: 'javascript:alert(1)', anchor: null, documentId: null, document: null },
      },
    })!
    renderStory(content)
    expect(screen.getAllByRole('definition')).toHaveLength(2)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText(story.quote)).toBeInTheDocument()
  })

  it.each(['customer', 'quote', 'person'])('is left out without its %s', (field) => {
    expect(normalisedSection({ ...story, [field]: null })).toBeUndefined()
  })
})
