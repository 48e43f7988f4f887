import { render, screen } from '@testing-library/react'
import { settingsFixture as siteSettings } from '@/testing/content/settings.fixture'
import { PreviewBanner } from './PreviewBanner'

let draftModeEnabled = false
// Whether this request is in draft mode (content/fetch.ts reads Next's draftMode()).
jest.mock('@/content/fetch', () => ({ isDraftMode: async () => draftModeEnabled }))

describe('PreviewBanner', () => {
  it('says nothing outside draft mode (every public page)', async () => {
    draftModeEnabled = false
    const { container } = render(await PreviewBanner({ settings: siteSettings }))
    expect(container).toBeEmptyDOMElement()
  })

  it('tells the editor they see drafts and links out of preview, in the content’s words', async () => {
    draftModeEnabled = true
    render(await PreviewBanner({ settings: siteSettings }))
    expect(screen.getByText(siteSettings.preview!.bannerText!)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: siteSettings.preview!.exitLabel! })).toHaveAttribute(
      'href',
      '/api/draft-mode/disable',
    )
  })

  it('leaves out parts the content lacks', async () => {
    draftModeEnabled = true
    render(await PreviewBanner({ settings: { ...siteSettings, preview: null } }))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
