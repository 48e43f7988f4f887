import { render, screen } from '@testing-library/react'
import { NotFoundView } from './NotFoundView'
import { settingsFixture as settings } from '@/testing/content/settings.fixture'

jest.mock('next/navigation', () => ({ usePathname: () => '/gibt-es-nicht' }))

const homeLabel = settings.notFound!.homeLabel!

describe('NotFoundView', () => {
  let consoleError: jest.SpyInstance

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it('shows the 404 copy from the settings and a link home', () => {
    render(<NotFoundView settings={settings} view="company" />)
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument()
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: homeLabel })).toHaveAttribute('href', '/unternehmen')
  })

  it('links home to the talent landing page in the talent view', () => {
    render(<NotFoundView settings={settings} view="talent" />)
    expect(screen.getByRole('link', { name: homeLabel })).toHaveAttribute('href', '/talente')
  })

  it('logs the requested path to the console', () => {
    render(<NotFoundView settings={settings} view="company" />)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/gibt-es-nicht')
  })
})
