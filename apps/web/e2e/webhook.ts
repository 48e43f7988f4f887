// Sends Sanity publish webhooks to a Content Lake build's POST /api/revalidate (by default the
// content-lake project's), signed like Sanity signs them (@sanity/webhook), or deliberately not.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { origin, ports } from './ports'
import { revalidateSecret } from './secrets'

const webhookPath = '/api/revalidate'
export const webhookUrl = `${origin(ports.contentLakeSite)}${webhookPath}`

/** What the documented GROQ projection `{_type, _id, "slug": slug.current}` sends. */
export interface WebhookPayload {
  _type: string
  _id: string
  slug?: string | null
}

export interface SignOptions {
  /** Defaults to the secret the Content Lake build verifies. */
  secret?: string
  /** Milliseconds since the epoch; defaults to now. */
  timestamp?: number
  /** The site's origin; defaults to the content-lake project's. */
  site?: string
}

/** The `sanity-webhook-signature` header value for a body. */
export function sign(body: string, { secret = revalidateSecret, timestamp }: SignOptions = {}) {
  return encodeSignatureHeader(body, timestamp ?? Date.now(), secret)
}

export interface RawWebhook {
  method?: string
  body?: string
  headers?: Record<string, string>
  site?: string
}

/** Any request to the webhook route, exactly as given (for forged and malformed ones). */
export function sendRaw({ method = 'POST', body, headers = {}, site }: RawWebhook = {}) {
  return fetch(site ? `${site}${webhookPath}` : webhookUrl, { method, body, headers })
}

/** A body signed like Sanity signs it (with `options`' secret and timestamp), sent as JSON. */
export async function sendSigned(body: string, options: SignOptions = {}): Promise<Response> {
  return sendRaw({
    body,
    site: options.site,
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await sign(body, options),
    },
  })
}

/** A correctly signed webhook for a document, as Sanity sends it after a publish. */
export function sendWebhook(payload: WebhookPayload, options: SignOptions = {}): Promise<Response> {
  return sendSigned(JSON.stringify(payload), options)
}
