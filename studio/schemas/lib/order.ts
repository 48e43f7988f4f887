import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'

/** The list's sort option for the order editors set by drag and drop (the plugin names it "Ordered"). */
export const manualOrdering = { ...orderRankOrdering, title: 'Manuelle Reihenfolge' }

/** The hidden rank the plugin writes when a document is dragged; the lists and the site sort by it. */
export const orderRank = (type: string) => orderRankField({ type, title: 'Reihenfolge' })
