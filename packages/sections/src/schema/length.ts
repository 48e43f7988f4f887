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

const limitedFields = new WeakSet<object>()

/** Marks a field that sets its own length limit: withLengthLimits leaves it alone. */
export const ownLimit = <T extends object>(field: T): T => {
  limitedFields.add(field)
  return field
}

/** Whether the field sets its own length limit. */
export const hasOwnLimit = (field: object) => limitedFields.has(field)
