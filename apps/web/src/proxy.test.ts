/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { config, proxy } from './proxy'

const origin = 'https://site.example'

// Truncated and invalid escapes, a lone `%`, overlong and surrogate UTF-8, in every kind of segment.
const malformed = [
  '/og/%E0%A4%A',
  '/og/%',
  '/og/companyLandingPage%zz',
  '/talente/%',
  '/talente/%zz',
  '/talente/%2',
  '/talente/a/b/%E0%A4',
  '/talente/so-funktionierts/%ff',
  '/unternehmen/%',
  '/%c0%af',
  '/%e0%80%af',
  '/%ed%a0%80',
  '/%F0%9F%98',
  '/%%',
  '/api/draft-mode/%zz',
  '/_next/static/chunks/%E0%A4%A.js',
]

// Valid encodings, also of odd characters: Next decodes these itself (404 or the page).
const wellFormed = [
  '/talente/%C3%BC',
  '/og/%00',
  '/talente/%252e%252e',
  '/og/a%2Fb',
  '/talente/%F0%9F%98%80',
]

describe('proxy', () => {
  it.each(malformed)('answers %s with 400 in plain text', async (path) => {
    const response = proxy(new NextRequest(`${origin}${path}`))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toMatch(/percent-encoded/)
  })

  it.each(wellFormed)('lets %s through to the router', (path) => {
    const response = proxy(new NextRequest(`${origin}${path}`))
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it.each([...malformed, ...wellFormed])('runs for %s, which has a %%', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: `${origin}${path}` })).toBe(true)
  })

  it.each(['/unternehmen', '/talente/gibt-es-nicht', '/og/companyLandingPage', '/', '/?q=%zz'])(
    'does not run for %s (no % in the path): ordinary requests skip it',
    (path) => {
      expect(unstable_doesMiddlewareMatch({ config, url: `${origin}${path}` })).toBe(false)
    },
  )
})
