import { factsFrom, factsQuery, hasPlaceholders, resolveFacts, type FactsResult } from './facts'
import { checkKind } from './normalise'
import type { ContentSource } from './source'
import { queryTags } from './tags'

const factsTags = queryTags(factsQuery)

/**
 * A source's `fetch` that answers with placeholders resolved (see facts.ts). The facts are read
 * like the query (same perspective and cache interval) and tagged with their own types, so a
 * changed price or key figure refreshes every page that shows it. `clean` strips what a reader
 * adds to strings (the preview's invisible edit markers) before a fact lands inside a sentence.
 */
export function withFacts(
  fetch: ContentSource['fetch'],
  clean: (text: string) => string = (text) => text,
): ContentSource['fetch'] {
  return async <R>(...[query, params, options]: Parameters<ContentSource['fetch']>) => {
    const result = await fetch<R>(query, params, options)
    if (query === factsQuery || !hasPlaceholders(result)) return result
    const tags = [...new Set([...(options?.tags ?? []), ...factsTags])]
    // Checked like any answer: a wrongly shaped one must fail the read, not blank every fact.
    const answer = await fetch<FactsResult>(factsQuery, {}, { ...options, tags })
    const facts = factsFrom(checkKind(factsQuery, answer))
    const cleaned = new Map([...facts].map(([name, text]) => [name, clean(text)]))
    return resolveFacts(result, cleaned)
  }
}
