// Test-only credentials of the e2e servers (loopback only): the embedded build's preview secret
// the local Content Lake's read token, which the Content Lake build uses for drafts, and the
// webhook secret that build verifies (SANITY_REVALIDATE_SECRET).
export const previewSecret = 'e2e-preview-secret-4f1c9a7d2b'
export const contentLakeToken = 'e2e-content-lake-token-8d3e6b'
export const revalidateSecret = 'e2e-revalidate-secret'
