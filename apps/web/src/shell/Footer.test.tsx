import { render, screen, within } from '@testing-library/react'
import { usePathname } from 'next/navigation'
import { Footer } from './Footer'
import { settingsFixture as settings } from '@/testing/content/settings.fixture'

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }))

const columns = settings.footer!.columns!
const howItWorks = columns.flatMap((column) => column.links!).find((link) => link.talentLink)!

/** A link to a page at the path, as the settings query projects it. */
const toPath = (slug: string) => ({
  url: null,
  anchor: null,
  documentId: 'page',
  document: { _type: 'page' as const, slug, open: null, validThrough: null },
})

describe('Footer', () => {
  it.each([
    ['company', '/unternehmen/so-funktionierts'],
    ['talent', '/talente/so-funktionierts'],
  ] as const)('links how-it-works per view (%s view → %s)', (view, href) => {
    render(<Footer settings={settings} view={view} />)
    expect(screen.getByRole('link', { name: howItWorks.label! })).toHaveAttribute('href', href)
  })

  it('renders the columns with their titles and keeps other links in both views', () => {
    render(<Footer settings={settings} view="talent" />)
    for (const column of columns) {
      const links = screen.getByRole('list', { name: column.title! })
      for (const link of column.links!.filter((candidate) => !candidate.talentLink)) {
        expect(within(links).getByRole('link', { name: link.label! })).toHaveAttribute(
          'href',
          `/${link.link.document!.slug}`,
        )
      }
    }
  })

  it('fills the year into the copyright line', () => {
    render(<Footer settings={settings} view="company" />)
    const template = settings.footer!.copyright!
    expect(template).toContain('{year}')
    const year = String(new Date().getFullYear())
    expect(screen.getByText(template.replace('{year}', year))).toBeInTheDocument()
  })

  it('skips links with unsafe targets', () => {
    const footer = settings.footer!
    const broken = {
      ...settings,
      footer: {
        ...footer,
        columns: [
          {
            _key: 'x',
            title: 'Kaputt',
            links: [
              {
                _key: 'a',
                label: 'Böse',
                link: { ...toPath('x'), url: 'javascript:alert(1)', document: null },
                talentLink: null,
              },
              { _key: 'b', label: 'Gut', link: toPath('agb'), talentLink: null },
            ],
          },
        ],
      },
    }
    render(<Footer settings={broken} view="company" />)
    expect(screen.queryByRole('link', { name: 'Böse' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gut' })).toHaveAttribute('href', '/agb')
  })
})

describe('Footer links', () => {
  it('mark the page the visitor is on', () => {
    jest.mocked(usePathname).mockReturnValue('/agb')
    render(<Footer settings={settings} view="company" />)
    const current = document.querySelectorAll('[aria-current="page"]')
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['/agb'])
  })
})
