/** @jest-environment node */
import { redirectTo } from './redirectTo'

describe('redirectTo', () => {
  it('moves a path for good, keeping its query string', () => {
    const response = redirectTo('/unternehmen/preise', { permanent: true })(
      new Request('https://example.com/preise?utm_source=mail'),
    )
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/unternehmen/preise?utm_source=mail')
  })

  it('sends a temporary redirect where the path may get its own page', () => {
    const response = redirectTo('/unternehmen', { permanent: false })(
      new Request('https://example.com/'),
    )
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/unternehmen')
  })
})
