import { render, screen, within } from '@testing-library/react'
import { introFixture as intro } from '../testing/companyPages.fixture'
import { normalisedSection } from '../testing/fixtures'
import { Story } from './Story'

const renderStory = (content = intro) => render(<Story content={content} />)

describe('Story', () => {
  it('renders the paragraphs and the key points under their heading', () => {
    renderStory()
    const region = screen.getByRole('region', { name: intro.heading })
    expect(intro.paragraphs.length).toBeGreaterThan(1)
    for (const paragraph of intro.paragraphs) {
      expect(within(region).getByText(paragraph)).toBeInTheDocument()
    }
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(intro.pointsTitle!)
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(intro.points)
  })

  it('leaves out key points without their heading', () => {
    renderStory({ ...intro, pointsTitle: null })
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getByText(intro.paragraphs[0]!)).toBeInTheDocument()
  })

  it('is left out without a heading', () => {
    expect(normalisedSection({ ...intro, heading: null })).toBeUndefined()
  })

  it('renders nothing without paragraphs of text', () => {
    const content = normalisedSection<'storySection'>({ ...intro, paragraphs: [null, ''] })
    expect(renderStory(content!).container).toBeEmptyDOMElement()
  })
})
