import { enableDraftMode } from '@/preview/routes'

// Turns on draft mode for an editor's browser (see src/preview/handlers.ts).
export const GET = enableDraftMode
