import { parse } from 'groq-js'
import type { QueryParams } from './groq'

type Node = { type?: unknown; [key: string]: unknown }

const taggedAttributes = new Set(['_type', '_id'])

/**
 * Cache tags for a query: every document type and id it filters on (`_type == "agent"`,
 * `_type in [...]`, `_id == "siteSettings"`, literals or parameters), sorted. A webhook that
 * revalidates a changed document's type and id thus refreshes every query that selects it.
 * Documents reached only through references (`role->`) are not seen: pass their types as tags.
 */
export function queryTags(query: string, params: QueryParams = {}): string[] {
  let tree: unknown
  try {
    tree = parse(query, { params })
  } catch {
    return []
  }
  const tags = new Set<string>()
  visit(tree, (node) => {
    if (node.type !== 'OpCall' || (node.op !== '==' && node.op !== 'in')) return
    const pairs: [unknown, unknown][] =
      node.op === '=='
        ? [
            [node.left, node.right],
            [node.right, node.left],
          ]
        : [[node.left, node.right]]
    for (const [attribute, operand] of pairs) {
      if (!isTaggedAttribute(attribute)) continue
      const values = literal(operand, params)
      for (const value of node.op === 'in' ? (Array.isArray(values) ? values : []) : [values]) {
        if (typeof value === 'string' && value !== '') tags.add(value)
      }
    }
  })
  return [...tags].sort()
}

function visit(value: unknown, onNode: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, onNode)
  } else if (typeof value === 'object' && value !== null) {
    if ('type' in value) onNode(value as Node)
    for (const child of Object.values(value)) visit(child, onNode)
  }
}

function isTaggedAttribute(node: unknown): boolean {
  const { type, name, base } = (node ?? {}) as Node
  const onThis = base === undefined || (base as Node).type === 'This'
  return (
    type === 'AccessAttribute' && typeof name === 'string' && taggedAttributes.has(name) && onThis
  )
}

function literal(node: unknown, params: QueryParams): unknown {
  const { type, value, name, elements } = (node ?? {}) as Node
  if (type === 'Value') return value
  if (type === 'Parameter' && typeof name === 'string') return params[name]
  if (type === 'Array' && Array.isArray(elements)) {
    return elements.map((element) => literal((element as Node).value, params))
  }
  return undefined
}
