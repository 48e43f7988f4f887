/** @jest-environment node */
import { contentSecurityPolicy, securityHeaders } from './headers'

/** The policy as directive name → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('forbids eval, plugins, foreign base URLs and foreign form targets in production', () => {
    const policy = directives(contentSecurityPolicy({ dev: false }))
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['default-src']).toEqual(["'self'"])
  })

  it('allows eval only for next dev', () => {
    expect(directives(contentSecurityPolicy({ dev: true }))['script-src']).toContain(
      "'unsafe-eval'",
    )
  })

  it('lets only the site itself frame it without a Studio', () => {
    expect(directives(contentSecurityPolicy({ dev: false }))['frame-ancestors']).toEqual(["'self'"])
  })

  it('lets the Studio frame the site (Presentation), by origin', () => {
    const policy = directives(
      contentSecurityPolicy({ dev: false, studioUrl: 'https://salesswipe.sanity.studio/desk' }),
    )
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://salesswipe.sanity.studio'])
  })

  it('loads images from the site, data URLs, the Sanity CDN and a configured API host', () => {
    const policy = directives(
      contentSecurityPolicy({ dev: false, projectId: 'abc123', apiHost: 'http://127.0.0.1:3300' }),
    )
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://cdn.sanity.io', 'http://127.0.0.1:3300']),
    )
  })

  it('plays product clips from the site, the Sanity CDN and a configured API host only', () => {
    const policy = directives(
      contentSecurityPolicy({ dev: false, projectId: 'abc123', apiHost: 'http://127.0.0.1:3300' }),
    )
    expect(policy['media-src']).toEqual([
      "'self'",
      'https://cdn.sanity.io',
      'http://127.0.0.1:3300',
    ])
  })

  it('lets draft-mode visual editing reach the project API and nothing else', () => {
    const policy = directives(contentSecurityPolicy({ dev: false, projectId: 'abc123' }))
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'wss://abc123.api.sanity.io',
    ])
  })

  it('ignores values that are not origins instead of widening the policy', () => {
    const policy = contentSecurityPolicy({
      dev: false,
      studioUrl: 'javascript:alert(1)',
      apiHost: '*',
      projectId: 'x; script-src *',
    })
    expect(directives(policy)['frame-ancestors']).toEqual(["'self'"])
    expect(policy).not.toContain('*')
    expect(policy).not.toContain('javascript')
  })
})

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, a referrer policy and a permissions policy with the CSP', () => {
    const headers = Object.fromEntries(
      securityHeaders({ dev: false }).map(({ key, value }) => [key, value]),
    )
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ])
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })
})
