import { disableDraftMode } from '@/preview/routes'

// Leaves draft mode (see src/preview/handlers.ts).
export const GET = disableDraftMode
