import { render, screen } from '@testing-library/react'
import { Footer } from './Footer'
import { settingsFixture as settings } from './settings.fixture'

describe('Footer', () => {
  it.each([
    ['company', '/so-funktionierts'],
    ['talent', '/talente/so-funktionierts'],
  ] as const)('links how-it-works per view (%s view → %s)', (view, href) => {
    render(<Footer settings={settings} view={view} />)
    expect(screen.getByRole('link', { name: 'So funktioniert’s' })).toHaveAttribute('href', href)
  })

  it('renders the columns with their titles and keeps other links in both views', () => {
    render(<Footer settings={settings} view="talent" />)
    expect(screen.getByRole('list', { name: 'Produkt' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/preise')
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum')
  })

  it('fills the year into the copyright line', () => {
    render(<Footer settings={settings} view="company" />)
    expect(screen.getByText(`© ${new Date().getFullYear()} SalesSwipe`)).toBeInTheDocument()
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
              { _key: 'a', label: 'Böse', href: 'javascript:alert(1)', talentHref: null },
              { _key: 'b', label: 'Gut', href: '/agb', talentHref: null },
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
