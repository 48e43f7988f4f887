import { render, screen, within } from '@testing-library/react'
import { introFixture as intro, malformed } from '../companyPages.fixture'
import { Story } from './Story'

const renderStory = (content: unknown = intro) =>
  render(<Story id="was-ist-das" content={malformed(content)} />)

describe('Story', () => {
  it('renders the paragraphs and the key points under their heading', () => {
    renderStory()
    const region = screen.getByRole('region', { name: intro.heading! })
    expect(within(region).getByText('Ein fester Ansprechpartner.')).toBeInTheDocument()
    expect(within(region).getByText('Er richtet dein Profil ein.')).toBeInTheDocument()
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Das übernimmt dein Experte',
    )
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(intro.points)
  })

  it('leaves out key points without their heading', () => {
    renderStory({ ...intro, pointsTitle: null })
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getByText('Ein fester Ansprechpartner.')).toBeInTheDocument()
  })

  it.each([
    ['no content', null],
    ['no heading', { ...intro, heading: null }],
    ['no paragraphs', { ...intro, paragraphs: [null, ''] }],
  ])('renders nothing for %s', (_case, content) => {
    expect(renderStory(content).container).toBeEmptyDOMElement()
  })
})
