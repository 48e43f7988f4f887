/**
 * An error's message followed by its causes', e.g. "fetch failed: connect ECONNREFUSED
 * 127.0.0.1:3300": transport errors hide the useful part in `cause`.
 */
export function describeError(error: unknown): string {
  const messages: string[] = []
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    const message =
      current instanceof Error ||
      (typeof current === 'object' && current !== null && 'message' in current)
        ? String((current as { message: unknown }).message)
        : String(current)
    const short = withoutQueries(message)
    if (short && !messages.includes(short)) messages.push(short)
    current =
      typeof current === 'object' && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined
  }
  return messages.join(': ') || 'unknown error'
}

/**
 * A URL's query string left out: a Content Lake request's URL carries the whole GROQ query,
 * several kilobytes URL-encoded, which buries the cause (and may carry parameters).
 */
const withoutQueries = (message: string) =>
  message.replace(/(\bhttps?:\/\/[^\s?#]+)\?[^\s]*/g, '$1?…')

/**
 * A query's name in a log line: its first characters, on one line. Enough to find it in the
 * code, unlike the URL-encoded text of a failed request.
 */
export function queryLabel(query: string, length = 60): string {
  const text = query.replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}
