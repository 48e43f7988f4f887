/** @jest-environment node */
import { onRequestError } from './instrumentation'

describe('onRequestError', () => {
  it('logs the failed request’s path with the error, never its query', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Content Lake answered 502')
    await onRequestError(
      error,
      {
        path: '/api/draft-mode/enable?sanity-preview-secret=s3cr3t-value',
        method: 'GET',
        headers: {},
      },
      {
        routerKind: 'App Router',
        routePath: '/api/draft-mode/enable',
        routeType: 'route',
        revalidateReason: undefined,
      },
    )
    expect(log).toHaveBeenCalledTimes(1)
    const [line, logged] = log.mock.calls[0] ?? []
    expect(line).toMatch(/^GET \/api\/draft-mode\/enable failed/)
    expect(logged).toBe(error)
    expect(JSON.stringify(log.mock.calls)).not.toContain('s3cr3t-value')
    log.mockRestore()
  })
})
