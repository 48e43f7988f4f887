import type { Instrumentation } from 'next'

/**
 * Every error Next answers with a 5xx, logged with the path it happened on (Next's own line names
 * only the error). Without the query: it may carry a secret (`/api/draft-mode/enable?…`).
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const [path] = request.path.split('?')
  console.error(
    `${request.method} ${path} failed (${context.routeType} ${context.routePath}):`,
    error,
  )
}
