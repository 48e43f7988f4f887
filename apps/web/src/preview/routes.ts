import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { draftMode } from 'next/headers'
import { previewClient } from '@/content/fetch'
import { env } from '@/lib/env'
import { createDisableHandler, createEnableHandler } from './handlers'

/** The handlers of /api/draft-mode/enable and /disable, wired to the configured content. */
export const enableDraftMode = createEnableHandler({
  content: env.content,
  ...(env.previewSecret ? { previewSecret: env.previewSecret } : {}),
  ...(previewClient ? { sanityEnable: defineEnableDraftMode({ client: previewClient }).GET } : {}),
  draftMode,
})

export const disableDraftMode = createDisableHandler({ draftMode, siteUrl: env.siteUrl })
