import { unstable_rethrow } from 'next/navigation'
import type { ContentConfig } from '@repo/content/config'
import { draftModeCookie, previewCookieAttributes, previewProof, previewProofCookie } from './proof'
import { pathOnHosts, sameOriginPath } from './redirect'
import { secretMatches } from './secret'

export type Handler = (request: Request) => Promise<Response>

/** What the handlers need of Next's `draftMode()`; tests pass a fake. */
export interface DraftModeSwitch {
  /** Whether Next lets this request into draft mode (a valid cookie, or `enable()` ran). */
  readonly isEnabled: boolean
  enable(): void
  disable(): void
}

/** What the handlers need of Next's `cookies()` in a route handler. */
export interface CookieJar {
  get(name: string): { value: string } | undefined
  set(name: string, value: string, attributes: ReturnType<typeof previewCookieAttributes>): unknown
  delete(name: string): unknown
}

/** How the enable route marks a browser Next let into draft mode (see ./proof.ts). */
export interface PreviewProofOptions {
  cookies: () => Promise<CookieJar>
  /** Signs the proof; without it the proxy lets no preview past its 404 list. */
  signingSecret: string | undefined
  /** The Studio frames the site from its own origin: the cookies must be `SameSite=None`. */
  framedByStudio: boolean
}

/** The query parameters the Studio's Presentation tool sends (@sanity/preview-url-secret). */
export const previewParams = {
  secret: 'sanity-preview-secret',
  pathname: 'sanity-preview-pathname',
} as const

/** `/api/draft-mode/disable?redirect=<path>`; without it, back to the page the link was on. */
export const disableRedirectParam = 'redirect'

// Plain-text answers for people and tools calling the API by hand; no page shows them.
const refuse = (status: 400 | 401 | 500 | 503, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * What went wrong, without the error's message: the client's message carries the request URL,
 * and with it the preview secret.
 */
function errorKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const name = error instanceof Error ? error.name : typeof error
  return typeof code === 'string' ? `${name} (${code})` : name
}

function withSearchParam(request: Request, name: string, value: string): Request {
  const url = new URL(request.url)
  url.searchParams.set(name, value)
  return new Request(url, request)
}

const redirectTo = (path: string) =>
  new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })

export interface EnableOptions {
  content: ContentConfig
  /** Embedded mode: the configured SANITY_PREVIEW_SECRET; unset turns preview off. */
  previewSecret?: string
  /** Sanity mode: next-sanity's `defineEnableDraftMode(...).GET` (needs the read token). */
  sanityEnable?: Handler
  draftMode: () => Promise<DraftModeSwitch>
  proof: PreviewProofOptions
}

/**
 * Once Next lets the browser into draft mode: its draft-mode cookie again with this site's
 * SameSite, and the proof beside it. Never for a request Next does not accept (a forged cookie).
 */
async function provePreview(draftMode: () => Promise<DraftModeSwitch>, proof: PreviewProofOptions) {
  if (!(await draftMode()).isEnabled || !proof.signingSecret) return
  const jar = await proof.cookies()
  const value = jar.get(draftModeCookie)?.value
  if (!value) return
  const attributes = previewCookieAttributes(proof.framedByStudio)
  jar.set(draftModeCookie, value, attributes)
  jar.set(previewProofCookie, previewProof(value, proof.signingSecret), attributes)
}

/**
 * `GET /api/draft-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/path`.
 * Sanity: next-sanity checks the secret against the ones the Studio stores in the Content Lake.
 * Embedded (no Studio): the secret must equal SANITY_PREVIEW_SECRET. Either way a wrong or
 * missing secret is 401 without a cookie (503 when the Content Lake cannot check it), and a
 * target that is not a path on this site once normalised is 400 (the Studio only ever sends
 * paths; anything else is an attempt to send editors elsewhere). The redirect goes to exactly
 * the normalised path that was checked.
 */
export function createEnableHandler(options: EnableOptions): Handler {
  return async (request) => {
    const params = new URL(request.url).searchParams
    const secret = params.get(previewParams.secret)
    const target = params.get(previewParams.pathname)

    if (options.content.kind === 'sanity') {
      if (!options.sanityEnable) {
        const message = 'Preview needs SANITY_API_READ_TOKEN (a Viewer token) on the server.'
        // A misconfiguration nothing throws for: logged like the errors instrumentation.ts logs.
        console.error(`${request.method} ${new URL(request.url).pathname} failed: ${message}`)
        return refuse(500, message)
      }
      if (!secret) return refuse(401, 'Invalid secret')
      const path = target === null ? null : sameOriginPath(target)
      if (target !== null && path === null) {
        return refuse(400, 'The redirect target must be a path on this site.')
      }
      // next-sanity redirects to the target it reads from the URL: it gets the checked path. It
      // ends by throwing Next's redirect, which still sends the cookies set meanwhile.
      const checked =
        path === null ? request : withSearchParam(request, previewParams.pathname, path)
      try {
        return await options.sanityEnable(checked)
      } catch (error) {
        // Next's redirect ends a valid check; anything else is the Content Lake failing to answer.
        unstable_rethrow(error)
        const { pathname } = new URL(request.url)
        console.error(
          `${request.method} ${pathname} failed: no answer to the secret check, ${errorKind(error)}`,
        )
        return refuse(503, 'The Content Lake could not check the secret. Please try again.')
      } finally {
        await provePreview(options.draftMode, options.proof)
      }
    }

    if (!secretMatches(secret, options.previewSecret)) return refuse(401, 'Invalid secret')
    const path = target === null ? '/' : sameOriginPath(target)
    if (path === null) return refuse(400, 'The redirect target must be a path on this site.')
    ;(await options.draftMode()).enable()
    await provePreview(options.draftMode, options.proof)
    return redirectTo(path)
  }
}

/** The host name of `value` (`host`, `host:port`, an origin), lower case; null if none. */
function hostName(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname
  } catch {
    return null
  }
}

/**
 * The host names this site answers on: the public origin (NEXT_PUBLIC_SITE_URL), the host the
 * browser addressed (behind a proxy often only in X-Forwarded-Host) and the one Next listens on.
 * Only the path of a page on one of them is ever used, so a forged header cannot lead elsewhere.
 */
function siteHosts(request: Request, siteUrl: string | undefined): string[] {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]
  const candidates = [siteUrl, forwarded, request.headers.get('host'), request.url]
  return candidates.map(hostName).filter((host): host is string => host !== null)
}

export interface DisableOptions {
  draftMode: () => Promise<DraftModeSwitch>
  cookies: () => Promise<CookieJar>
  /** NEXT_PUBLIC_SITE_URL: behind a proxy the public host differs from the one Next sees. */
  siteUrl?: string
}

/**
 * `GET /api/draft-mode/disable[?redirect=/path]`: leaves preview and returns to the given path,
 * else to the page the visitor came from (a Referer on one of the site's hosts), else to `/`.
 */
export function createDisableHandler(options: DisableOptions): Handler {
  return async (request) => {
    const target = new URL(request.url).searchParams.get(disableRedirectParam)
    const referer = request.headers.get('referer')
    const path =
      target === null
        ? (pathOnHosts(referer, siteHosts(request, options.siteUrl)) ?? '/')
        : sameOriginPath(target)
    if (path === null) return refuse(400, 'The redirect target must be a path on this site.')
    ;(await options.draftMode()).disable()
    ;(await options.cookies()).delete(previewProofCookie)
    return redirectTo(path)
  }
}
