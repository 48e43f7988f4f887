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
    if (message && !messages.includes(message)) messages.push(message)
    current =
      typeof current === 'object' && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined
  }
  return messages.join(': ') || 'unknown error'
}
