import { withMailSubject } from './application'

describe('withMailSubject', () => {
  it('replaces the subject of a mailto address, encoding spaces as %20', () => {
    expect(
      withMailSubject('mailto:jobs@example.com?subject=Bewerbung', 'Bewerbung als UX/UI Designer'),
    ).toBe('mailto:jobs@example.com?subject=Bewerbung%20als%20UX%2FUI%20Designer')
  })

  it('keeps other parameters and encodes a literal plus', () => {
    expect(withMailSubject('mailto:jobs@example.com?cc=hr@example.com', 'C++ Entwickler')).toBe(
      'mailto:jobs@example.com?cc=hr%40example.com&subject=C%2B%2B%20Entwickler',
    )
  })

  it.each([
    ['a web form', 'https://jobs.example.com/apply', 'Bewerbung als CMO'],
    ['no subject', 'mailto:jobs@example.com?subject=Bewerbung', undefined],
  ])('leaves %s unchanged', (_case, href, subject) => {
    expect(withMailSubject(href, subject)).toBe(href)
  })
})
