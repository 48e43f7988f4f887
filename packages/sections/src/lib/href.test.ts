/** @jest-environment node */
import { vercelStegaCombine } from '@vercel/stega'
import { safeLink } from './href'

describe('safeLink', () => {
  it.each([
    ['/unternehmen/preise', { href: '/unternehmen/preise', external: false }],
    ['/', { href: '/', external: false }],
    [
      'mailto:hallo@salesswipe.example',
      { href: 'mailto:hallo@salesswipe.example', external: false },
    ],
    [
      'https://app.salesswipe.example/register',
      { href: 'https://app.salesswipe.example/register', external: true },
    ],
    ['http://example.com', { href: 'http://example.com', external: true }],
    ['tel:+49 89 123456-0', { href: 'tel:+49 89 123456-0', external: false }],
  ])('accepts %s', (href, expected) => {
    expect(safeLink(href)).toEqual(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    'unternehmen',
    '',
    'https://',
    'mailto:',
    'tel:',
    'tel:javascript:alert(1)',
    ' \tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    null,
    undefined,
    42,
  ])('refuses %p', (href) => {
    expect(safeLink(href)).toBeNull()
  })

  it('drops the invisible edit markers a draft preview adds (stega)', () => {
    const marked = vercelStegaCombine(
      '/unternehmen/preise',
      { origin: 'sanity.io', href: '/s' },
      false,
    )
    expect(marked).not.toBe('/unternehmen/preise')
    expect(safeLink(marked)).toEqual({ href: '/unternehmen/preise', external: false })
  })
})
