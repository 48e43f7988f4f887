import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { cookies, draftMode } from 'next/headers'
import { previewClient } from '@/content/fetch'
import { env } from '@/lib/env'
import { createDisableHandler, createEnableHandler } from './handlers'
import { previewSigningSecret } from './proof'

/** The handlers of /api/draft-mode/enable and /disable, wired to the configured content. */
export const enableDraftMode = createEnableHandler({
  content: env.content,
  ...(env.previewSecret ? { previewSecret: env.previewSecret } : {}),
  ...(previewClient ? { sanityEnable: defineEnableDraftMode({ client: previewClient }).GET } : {}),
  draftMode,
  proof: {
    cookies,
    signingSecret: previewSigningSecret(env),
    framedByStudio: env.studioUrl !== undefined,
  },
})

export const disableDraftMode = createDisableHandler({ draftMode, cookies, siteUrl: env.siteUrl })
