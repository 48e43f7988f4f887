import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { parseBody, type ParsedBody } from 'next-sanity/webhook'
import { revalidateTag } from 'next/cache'
import { NextRequest } from 'next/server'
import { contentTag } from '@/content/fetch'
import type { Claims } from './claims'
import { revalidateCoalesced } from './coalesce'

/*
 * The Sanity publish webhook (`POST /api/revalidate`, see docs/publishing.md): verifies the signature,
 * then marks the cache tags of the changed document stale, a burst of publishes together. Anything
 * else is refused before a tag is touched: 503 without a configured secret, 401 for a missing,
 * wrong or stale signature, 415 for another content type, 413 for an oversized body, 408 for one
 * that trickles in, 400 for a body that is not the documented projection `{_type, _id, slug}`,
 * 409 for a signature accepted before. (Methods other than POST get Next's 405: the route only
 * exports POST.)
 */

/** The projection is well under 1 KB; nothing bigger is read into memory. */
export const maxBodyBytes = 8 * 1024

/** That much arrives in one packet; a body still trickling in after this is refused (408). */
export const bodyDeadlineMs = 5000

/**
 * How far the signature's timestamp may be from now. The signature covers the timestamp, so this
 * bounds how long a captured webhook can be replayed; Stripe's scheme uses the same five minutes.
 */
export const signatureToleranceMs = 5 * 60 * 1000

/*
 * 'max': a changed page turns stale, not gone (cache-handler.mjs keeps it so with Redis too). Its
 * next visitor gets it at once while it regenerates in the background; if the regeneration fails
 * (Content Lake down), the last good page stays, so a publish never turns a page into an error.
 */
const markStale = 'max'

/** What the webhook needs to pick a publish up again after an outage (see `afterOutage`). */
export interface OutageRecovery {
  /** Runs `task` once the answer is sent (Next's `after`). */
  schedule(task: () => Promise<void>): void
  /** Whether the content answers right now. */
  reachable(): Promise<boolean>
  /** True once it answers again; false if the server stops first. */
  untilReachable(): Promise<boolean>
  /** True once the reads that waited on it through the outage have ended; false on shutdown. */
  pendingReadsEnded(): Promise<boolean>
}

export interface WebhookOptions {
  /** SANITY_REVALIDATE_SECRET; unset, every request is refused. */
  secret: string | undefined
  /** Milliseconds since the epoch; tests fix it. */
  now?: () => number
  /**
   * A publish the content cannot serve yet (an outage): pages marked stale fail to regenerate
   * and keep their last content for a while. Its tags are marked stale again once the content
   * answers, so the publish shows then without anyone publishing again.
   */
  afterOutage?: OutageRecovery
  /**
   * Where accepted signatures and the last revalidation are remembered (shared by every instance
   * when they share Redis): the same for every call.
   */
  claims: Claims
  /** Waits for a burst's end (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>
  /**
   * parseBody's 3 s pause after a valid signature, so that queries run after the webhook see the
   * published change on Sanity's eventually consistent API. Unit tests turn it off.
   */
  waitForConsistency?: boolean
}

export interface WebhookPayload {
  _type: string
  _id: string
  slug?: string | null
}

export async function handleRevalidateWebhook(
  request: Request,
  { secret, now = Date.now, waitForConsistency = true, afterOutage, claims, sleep }: WebhookOptions,
): Promise<Response> {
  if (!secret) {
    console.error('POST /api/revalidate refused: SANITY_REVALIDATE_SECRET is not set.')
    return refuse(503, 'On-demand revalidation is off: SANITY_REVALIDATE_SECRET is not set.')
  }

  // Cheap checks first: an unsigned or replayed request costs no body read.
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature) return refuse(401, `Missing ${SIGNATURE_HEADER_NAME} header.`)
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(signature).timestamp
  } catch {
    return refuse(401, 'Malformed signature.')
  }
  if (Math.abs(now() - timestamp) > signatureToleranceMs) {
    return refuse(401, 'Signature timestamp too old or in the future.')
  }

  if (mediaType(request.headers.get('content-type')) !== 'application/json') {
    return refuse(415, 'Content-Type must be application/json.')
  }
  const text = await readBounded(request, maxBodyBytes, bodyDeadlineMs)
  if (text === tooLarge) return refuse(413, `Body larger than ${maxBodyBytes} bytes.`)
  if (text === tooSlow) return refuse(408, `Body not complete within ${bodyDeadlineMs / 1000} s.`)

  // parseBody verifies the signature over the exact bytes received, then parses them.
  let parsed: ParsedBody<unknown>
  try {
    parsed = await parseBody<unknown>(
      new NextRequest(request.url, { method: 'POST', headers: request.headers, body: text }),
      secret,
      waitForConsistency,
    )
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    // Not JSON. A forger learns nothing from the status: 400 only with a valid signature.
    return (await isValidSignature(text, signature, secret))
      ? refuse(400, 'Body is not JSON.')
      : refuse(401, 'Invalid signature.')
  }
  if (parsed.isValidSignature !== true) return refuse(401, 'Invalid signature.')

  const payload = readPayload(parsed.body)
  if (typeof payload === 'string') return refuse(400, payload)

  // A captured webhook replayed within its five minutes must not revalidate again.
  if (!(await claims.claim(`signature:${signature}`, 2 * signatureToleranceMs))) {
    return refuse(409, 'This signed webhook was accepted before; each signature counts once.')
  }
  const tags = tagsFor(payload)
  const applied = await revalidateCoalesced(tags, {
    claims,
    revalidate: (marked) => {
      for (const tag of marked) revalidateTag(tag, markStale)
      afterOutage?.schedule(async () => {
        if (await afterOutage.reachable()) return
        if (!(await afterOutage.untilReachable())) return
        for (const tag of marked) revalidateTag(tag, markStale)
        // A render that waited on a silent Content Lake fails after it is back, and Next keeps
        // that page as fresh for up to 30 s: marked once more when such renders have ended.
        if (!(await afterOutage.pendingReadsEnded())) return
        for (const tag of marked) revalidateTag(tag, markStale)
      })
    },
    sleep,
  })
  if (applied === 'with-pending') {
    return Response.json(
      {
        revalidated: false,
        coalesced: true,
        message: 'Applied with the revalidation that closes the current burst of publishes.',
      },
      { status: 202 },
    )
  }
  return Response.json({ revalidated: true, tags })
}

/**
 * The type and the published id name what changed; every query is tagged with the types and ids
 * it filters on (packages/content/src/tags.ts). `content` as well, because pages also show
 * documents through references (`role->`), which those tags cannot see and the webhook body does
 * not name. The site has under twenty pages, so refreshing them all on a publish is cheap.
 */
function tagsFor({ _type, _id }: WebhookPayload): string[] {
  return [...new Set([_type, publishedId(_id), contentTag])]
}

/** Drafts (`drafts.<id>`) and release versions (`versions.<release>.<id>`) of a document. */
function publishedId(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
}

// Sanity type names and document ids: letters, digits, `_`, `-`, `.`; at most 128 characters.
const namePattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/
const maxSlugLength = 200
const payloadKeys = new Set(['_type', '_id', 'slug'])

/** The payload, or why it is not one. */
function readPayload(body: unknown): WebhookPayload | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'Body must be a JSON object {_type, _id, slug}.'
  }
  const unknownKey = Object.keys(body).find((key) => !payloadKeys.has(key))
  if (unknownKey !== undefined) return `Unexpected field "${unknownKey.slice(0, 40)}".`
  const { _type, _id, slug } = body as Record<string, unknown>
  if (typeof _type !== 'string' || !namePattern.test(_type)) return 'Invalid _type.'
  if (typeof _id !== 'string' || !namePattern.test(_id) || !namePattern.test(publishedId(_id))) {
    return 'Invalid _id.'
  }
  if (slug !== undefined && slug !== null) {
    if (typeof slug !== 'string' || slug.length > maxSlugLength) return 'Invalid slug.'
  }
  return { _type, _id, slug }
}

function mediaType(contentType: string | null): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase()
}

/** The body as text, or undefined once it exceeds `limit` bytes (the rest is never read). */
const tooLarge = Symbol('too large')
const tooSlow = Symbol('too slow')

/** The body as text, unless it is larger than `limit` bytes or takes longer than `deadlineMs`. */
async function readBounded(
  request: Request,
  limit: number,
  deadlineMs: number,
): Promise<string | typeof tooLarge | typeof tooSlow> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) return tooLarge
  if (!request.body) return ''
  const reader = request.body.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof tooSlow>((resolve) => {
    timer = setTimeout(() => resolve(tooSlow), deadlineMs)
  })
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), deadline])
      if (read === tooSlow) {
        void reader.cancel().catch(() => {})
        return tooSlow
      }
      if (read.done) break
      size += read.value.byteLength
      if (size > limit) {
        await reader.cancel()
        return tooLarge
      }
      chunks.push(read.value)
    }
  } finally {
    clearTimeout(timer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function refuse(status: number, message: string): Response {
  return Response.json({ revalidated: false, message }, { status })
}
