import { describeError, queryLabel } from '../src/errors'

describe('describeError', () => {
  it('joins an error with its causes', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3300'), {
      code: 'ECONNREFUSED',
    })
    expect(describeError(new TypeError('fetch failed', { cause }))).toBe(
      'fetch failed: connect ECONNREFUSED 127.0.0.1:3300',
    )
  })

  it('describes values that are not errors', () => {
    expect(describeError('timeout')).toBe('timeout')
    expect(describeError(undefined)).toBe('unknown error')
  })

  it('leaves out the query string of a URL in a message (a Content Lake query, encoded)', () => {
    const url =
      'http://127.0.0.1:3300/v2025-10-01/data/query/production?query=*%5B_type+%3D%3D+%22page%22%5D&returnQuery=false'
    expect(describeError(new Error(`GET-request to ${url} resulted in HTTP 502 Bad Gateway`))).toBe(
      'GET-request to http://127.0.0.1:3300/v2025-10-01/data/query/production?… resulted in HTTP 502 Bad Gateway',
    )
  })
})

describe('queryLabel', () => {
  it('names a query by its first characters on one line', () => {
    expect(queryLabel('{\n  "page": *[_type == "page"][0]{ title }\n}', 30)).toBe(
      '{ "page": *[_type == "page"][0…',
    )
    expect(queryLabel('count(*)')).toBe('count(*)')
  })
})
