/**
 * Project and dataset come from the environment. The placeholders keep `sanity build`,
 * `sanity schema validate` and typegen working offline, without a Sanity project.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
export const apiVersion = '2025-10-01'
/** The site the Presentation tool previews (it enables draft mode at `/api/draft-mode/enable`). */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'
