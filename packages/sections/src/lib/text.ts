/**
 * Content can be incomplete or malformed (a draft, a broken import): the shell renders only what
 * has the expected type, so one bad field hides one link instead of failing the page.
 */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export function list<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : []
}
