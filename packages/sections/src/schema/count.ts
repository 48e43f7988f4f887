import type { Rule } from 'sanity'

/**
 * An exact number of entries in a section's list, where one section type serves pages that need
 * different counts (four explanation cards on the pricing page, six features on the concierge page).
 */
export const itemCount = (field: string, count: number, message: string) => (rule: Rule) =>
  rule.custom((section?: Record<string, unknown>) => {
    const items = section?.[field]
    return !Array.isArray(items) || items.length === count ? true : message
  })
