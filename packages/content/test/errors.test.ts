import { describeError } from '../src/errors'

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
})
