import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from './dataset'
import { applyPerspective, type Perspective } from './perspective'

export type QueryParams = Record<string, unknown>

/** The documents one perspective sees, indexed by id so references resolve without a scan. */
export interface DatasetView {
  documents: SanityDocument[]
  byId: Map<string, SanityDocument>
}

export function createView(
  documents: readonly SanityDocument[],
  perspective: Perspective,
): DatasetView {
  const visible = applyPerspective(documents, perspective)
  return { documents: visible, byId: new Map(visible.map((document) => [document._id, document])) }
}

/**
 * Runs a GROQ query with groq-js. Throws groq-js's `GroqSyntaxError` (or a query error) for an
 * invalid query. The result is a fresh copy, like a response from the Content Lake, so callers
 * can never change the cached dataset.
 */
export async function runQuery<R = unknown>(
  view: DatasetView,
  query: string,
  params: QueryParams = {},
): Promise<R> {
  const tree = parse(query, { params })
  const value = await evaluate(tree, {
    dataset: view.documents,
    params,
    dereference: ({ _ref }) => view.byId.get(_ref),
  })
  return structuredClone(await value.get()) as R
}
