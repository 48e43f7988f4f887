import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Env } from '@/lib/env'

/** Next's draft-mode cookie; Next honours it only when it holds the build's preview id. */
export const draftModeCookie = '__prerender_bypass'

/**
 * The draft-mode cookie's value signed with a secret only the server knows. The enable route sets
 * it once Next has let the browser into draft mode, so the proxy, which cannot ask Next, tells an
 * editor from anyone who sets `__prerender_bypass` by hand.
 */
export const previewProofCookie = 'site_preview_proof'

const sign = (draftValue: string, secret: string) =>
  createHmac('sha256', secret).update(`draft-mode:${draftValue}`).digest('base64url')

export const previewProof = sign

/** Whether `proof` is the signature of `draftValue`: a browser Next let into draft mode. */
export function provesPreview(
  draftValue: string | undefined,
  proof: string | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || !draftValue || !proof) return false
  const expected = Buffer.from(sign(draftValue, secret))
  const given = Buffer.from(proof)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * What signs the proof: the preview secret (bundled content) or the read token (Sanity, where
 * preview needs it). Without either there is no preview to prove.
 */
export function previewSigningSecret(env: Pick<Env, 'content' | 'previewSecret'>) {
  return env.previewSecret ?? (env.content.kind === 'sanity' ? env.content.token : undefined)
}

/**
 * Both preview cookies' attributes. `SameSite=None` only where the Studio's Presentation tool
 * frames the site from another origin; otherwise a link from another site never carries them.
 */
export const previewCookieAttributes = (framedByStudio: boolean) =>
  ({
    httpOnly: true,
    path: '/',
    sameSite: framedByStudio ? 'none' : 'lax',
    // As Next sets its own: `next dev` serves plain http.
    secure: process.env.NODE_ENV !== 'development',
  }) as const
