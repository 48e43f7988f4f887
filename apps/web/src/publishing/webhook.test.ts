/** @jest-environment node */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { revalidateTag } from 'next/cache'
import { memoryClaims, type Claims } from './claims'
import {
  bodyDeadlineMs,
  handleRevalidateWebhook,
  maxBodyBytes,
  signatureToleranceMs,
} from './webhook'

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }))

const secret = 'unit-test-webhook-secret'
const now = Date.UTC(2026, 0, 15, 12)
const url = 'http://localhost/api/revalidate'
const valid = { _type: 'agent', _id: 'agent-lena', slug: null }

async function signed(
  body: string,
  { timestamp = now, key = secret, headers = {} as Record<string, string> } = {},
): Promise<Request> {
  return new Request(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, key),
      ...headers,
    },
  })
}

/** Each call remembers nothing of the others unless it is given the same claims. */
function handle(
  request: Request,
  {
    configured = true,
    claims = memoryClaims(() => now),
  }: { configured?: boolean; claims?: Claims } = {},
) {
  return handleRevalidateWebhook(request, {
    secret: configured ? secret : undefined,
    now: () => now,
    waitForConsistency: false,
    claims,
  })
}

async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ revalidated: false, message: expect.any(String) })
  expect(revalidateTag).not.toHaveBeenCalled()
}

beforeEach(() => jest.mocked(revalidateTag).mockClear())

describe('handleRevalidateWebhook', () => {
  it('marks the type, the id and the content tag of a signed publish stale', async () => {
    const response = await handle(await signed(JSON.stringify(valid)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      revalidated: true,
      tags: ['agent', 'agent-lena', 'content'],
    })
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['agent', 'max'],
      ['agent-lena', 'max'],
      ['content', 'max'],
    ])
  })

  it.each([
    ['a draft', 'drafts.legalDocument-agb'],
    ['a release version', 'versions.rSpring.legalDocument-agb'],
  ])('revalidates the published id of %s', async (_, id) => {
    const body = JSON.stringify({ _type: 'legalDocument', _id: id, slug: 'agb' })
    expect(await (await handle(await signed(body))).json()).toEqual({
      revalidated: true,
      tags: ['legalDocument', 'legalDocument-agb', 'content'],
    })
  })

  describe('a publish during an outage', () => {
    /**
     * The content down until `restore()` (or the server stopping, `stop()`); the reads that waited
     * on it end with `readsEnd()`; tasks run after the answer only when `runAfter()`.
     */
    function outage() {
      let up = false
      let ended: (back: boolean) => void = () => {}
      const back = new Promise<boolean>((resolve) => (ended = resolve))
      let readsEnded: () => void = () => {}
      const reads = new Promise<boolean>((resolve) => (readsEnded = () => resolve(true)))
      const tasks: (() => Promise<void>)[] = []
      return {
        options: {
          secret,
          now: () => now,
          waitForConsistency: false,
          claims: memoryClaims(() => now),
          afterOutage: {
            schedule: (task: () => Promise<void>) => void tasks.push(task),
            reachable: async () => up,
            untilReachable: () => back,
            pendingReadsEnded: () => reads,
          },
        },
        runAfter: () => Promise.all(tasks.map((task) => task())),
        restore: () => {
          up = true
          ended(true)
        },
        stop: () => ended(false),
        readsEnd: () => readsEnded(),
      }
    }

    it('is accepted and marks the pages stale at once, without waiting for the content', async () => {
      const { options } = outage()
      const response = await handleRevalidateWebhook(await signed(JSON.stringify(valid)), options)
      expect(response.status).toBe(200)
      expect(revalidateTag).toHaveBeenCalledTimes(3)
    })

    it('marks them stale again once the content answers, without a second publish', async () => {
      const { options, runAfter, restore, readsEnd } = outage()
      await handleRevalidateWebhook(await signed(JSON.stringify(valid)), options)
      jest.mocked(revalidateTag).mockClear()
      const afterwards = runAfter()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(revalidateTag).not.toHaveBeenCalled()
      const marks = [
        ['agent', 'max'],
        ['agent-lena', 'max'],
        ['content', 'max'],
      ]
      restore()
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(jest.mocked(revalidateTag).mock.calls).toEqual(marks)
      // Renders that waited on the content through the outage fail after it is back, and Next
      // keeps their pages fresh for a while: marked once more when they have ended.
      readsEnd()
      await afterwards
      expect(jest.mocked(revalidateTag).mock.calls).toEqual([...marks, ...marks])
    })

    it('marks nothing again when the server stops before the content answers', async () => {
      const { options, runAfter, stop } = outage()
      await handleRevalidateWebhook(await signed(JSON.stringify(valid)), options)
      jest.mocked(revalidateTag).mockClear()
      stop()
      await runAfter()
      expect(revalidateTag).not.toHaveBeenCalled()
    })

    it('marks nothing again when the content answered all along', async () => {
      const { options, runAfter, restore } = outage()
      restore()
      await handleRevalidateWebhook(await signed(JSON.stringify(valid)), options)
      await runAfter()
      expect(revalidateTag).toHaveBeenCalledTimes(3)
    })

    it('asks nothing for a forged publish', async () => {
      const { options, runAfter } = outage()
      const forged = await signed(JSON.stringify(valid), { key: 'not-the-configured-secret' })
      await expectRefused(await handleRevalidateWebhook(forged, options), 401)
      await runAfter()
      expect(revalidateTag).not.toHaveBeenCalled()
    })
  })

  it('refuses a body that trickles in with 408 at the deadline', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] })
    try {
      const body = JSON.stringify(valid)
      const headers = (await signed(body)).headers
      let sent = 0
      let next: ReturnType<typeof setTimeout> | undefined
      // One byte a second, as a slow client sends it.
      const trickle = new ReadableStream<Uint8Array>({
        pull: (controller) =>
          new Promise<void>((resolve) => {
            next = setTimeout(() => {
              controller.enqueue(new TextEncoder().encode(body[sent++] ?? ''))
              resolve()
            }, 1000)
          }),
        cancel: () => clearTimeout(next),
      })
      const init = { method: 'POST', body: trickle, headers, duplex: 'half' }
      const request = new Request(url, init as RequestInit)
      const answer = handle(request)
      await jest.advanceTimersByTimeAsync(bodyDeadlineMs)
      await expectRefused(await answer, 408)
      expect(sent).toBeLessThan(body.length)
    } finally {
      jest.useRealTimers()
    }
  })

  it('accepts each signature once: a replayed webhook revalidates nothing', async () => {
    const claims = memoryClaims(() => now)
    const body = JSON.stringify(valid)
    expect((await handle(await signed(body), { claims })).status).toBe(200)
    jest.mocked(revalidateTag).mockClear()
    await expectRefused(await handle(await signed(body), { claims }), 409)
  })

  it('answers 202 to a publish that the closing revalidation of a burst covers', async () => {
    const claims = memoryClaims(() => now)
    // The window's first publish revalidates, the second waits for the window to close.
    await claims.claim('revalidated', 60_000)
    await claims.claim('closing', 60_000)
    const response = await handle(await signed(JSON.stringify(valid)), { claims })
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({ revalidated: false, coalesced: true })
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('accepts a timestamp within the tolerance and a charset in the content type', async () => {
    const request = await signed(JSON.stringify(valid), {
      timestamp: now - signatureToleranceMs + 1000,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect((await handle(request)).status).toBe(200)
  })

  it('refuses everything with 503 while no secret is configured', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const request = await signed(JSON.stringify(valid))
    await expectRefused(await handle(request, { configured: false }), 503)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('SANITY_REVALIDATE_SECRET'))
    logged.mockRestore()
  })

  it('refuses a request without a signature', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: JSON.stringify(valid),
      headers: { 'content-type': 'application/json' },
    })
    await expectRefused(await handle(request), 401)
  })

  it.each([
    ['a malformed signature', { [SIGNATURE_HEADER_NAME]: 'v1=abc' }],
    ['an empty signature', { [SIGNATURE_HEADER_NAME]: ' ' }],
  ])('refuses %s', async (_, headers) => {
    await expectRefused(await handle(await signed(JSON.stringify(valid), { headers })), 401)
  })

  it('refuses a signature made with another secret', async () => {
    await expectRefused(
      await handle(await signed(JSON.stringify(valid), { key: 'some-other-secret-value' })),
      401,
    )
  })

  it.each([
    ['stale', now - signatureToleranceMs - 1000],
    ['future', now + signatureToleranceMs + 1000],
  ])('refuses a %s timestamp', async (_, timestamp) => {
    await expectRefused(await handle(await signed(JSON.stringify(valid), { timestamp })), 401)
  })

  it('refuses a body changed after signing', async () => {
    const original = await signed(JSON.stringify(valid))
    const tampered = new Request(url, {
      method: 'POST',
      headers: original.headers,
      body: JSON.stringify({ ...valid, _id: 'agent-max' }),
    })
    await expectRefused(await handle(tampered), 401)
  })

  it('refuses unsigned non-JSON with 401 and signed non-JSON with 400', async () => {
    const unsigned = await signed('{"_type":')
    unsigned.headers.set(SIGNATURE_HEADER_NAME, `t=${now},v1=forged`)
    await expectRefused(await handle(unsigned), 401)
    await expectRefused(await handle(await signed('{"_type":')), 400)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp'])(
    'refuses the content type %s',
    async (contentType) => {
      const request = await signed(JSON.stringify(valid), {
        headers: { 'content-type': contentType },
      })
      await expectRefused(await handle(request), 415)
    },
  )

  it('refuses a body over the limit without reading it all', async () => {
    let pulled = 0
    const chunk = new Uint8Array(1024).fill(32)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(chunk)
      },
    })
    const request = new Request(url, {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader('x', now, secret),
      },
    } as RequestInit)
    await expectRefused(await handle(request), 413)
    expect(pulled).toBeLessThan(maxBodyBytes / 1024 + 4)
  })

  it('refuses a declared length over the limit before reading', async () => {
    const request = await signed(JSON.stringify(valid), {
      headers: { 'content-length': String(maxBodyBytes + 1) },
    })
    await expectRefused(await handle(request), 413)
  })

  it.each([
    ['null', 'null'],
    ['an array', JSON.stringify([valid])],
    ['a string', JSON.stringify('agent')],
    ['a missing _id', JSON.stringify({ _type: 'agent' })],
    ['a missing _type', JSON.stringify({ _id: 'agent-lena' })],
    ['a numeric _id', JSON.stringify({ _type: 'agent', _id: 42 })],
    ['an empty _type', JSON.stringify({ _type: '', _id: 'agent-lena' })],
    ['an id with a slash', JSON.stringify({ _type: 'agent', _id: '../agent' })],
    ['a bare draft prefix', JSON.stringify({ _type: 'agent', _id: 'drafts.' })],
    ['an overlong _id', JSON.stringify({ _type: 'agent', _id: 'a'.repeat(129) })],
    ['a non-string slug', JSON.stringify({ ...valid, slug: { current: 'x' } })],
    ['an unknown field', JSON.stringify({ ...valid, tags: ['content'] })],
  ])('refuses a signed body with %s as 400', async (_, body) => {
    await expectRefused(await handle(await signed(body)), 400)
  })
})
