import { readLength } from '@repo/content/facts'
import type { CustomValidator } from 'sanity'

/**
 * A length limit on copy that may hold fact placeholders (`{{plan.start.preis}}`): it counts
 * what visitors read, not the placeholder's name.
 */
export const maxReadLength =
  (max: number, message: string): CustomValidator<string | undefined> =>
  (value) =>
    value === undefined || readLength(value) <= max ? true : message
