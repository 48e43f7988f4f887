import { render, screen, within } from '@testing-library/react'
import { introFixture as intro, malformed } from '../testing/companyPages.fixture'
import { Story } from './Story'

const renderStory = (content: unknown = intro) =>
  render(<Story id="was-ist-das" content={malformed(content)} />)

describe('Story', () => {
  it('renders the paragraphs and the key points under their heading', () => {
    renderStory()
    const region = screen.getByRole('region', { name: intro.heading! })
    expect(intro.paragraphs!.length).toBeGreaterThan(1)
    for (const paragraph of intro.paragraphs!) {
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
    expect(screen.getByText(intro.paragraphs![0]!)).toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...intro, heading: null }],
    ['no paragraphs', { ...intro, paragraphs: [null, ''] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderStory(content).container).toBeEmptyDOMElement()
  })
})
