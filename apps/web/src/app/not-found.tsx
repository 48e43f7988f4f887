/*
 * Never shown: every route below the root has its own not-found and unmatched paths get
 * global-not-found. Without this file Next puts its default English 404 into every page's payload.
 */
export default function RootNotFound() {
  return null
}
