import { list, text } from './lib/text'

// Content can be incomplete or malformed (a draft, a broken import): sections keep only values of
// the expected type, so one bad field hides one element instead of failing the page.

export { list, text }

/** A finite number, or undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** The entries of a list that are objects (null or scalar entries of a broken list are dropped). */
export function entries<T>(value: readonly T[] | null | undefined): NonNullable<T>[] {
  return list(value).filter(
    (entry): entry is NonNullable<T> => typeof entry === 'object' && entry !== null,
  )
}

/** The non-empty strings of a list. */
export function strings(value: readonly unknown[] | null | undefined): string[] {
  return list(value).filter((entry): entry is string => text(entry) !== undefined)
}
