import type { SanityDocument } from '@repo/content'

// Content chaos: what an editor, a broken import or an attacker with Studio access can put into the
// dataset. Seeded, so a failing seed reproduces exactly (CHAOS_SEED in the tests).

export const mutationKinds = [
  'deleteField',
  'wrongType',
  'emptyArray',
  'unsafeLink',
  'unknownBlock',
  'unknownMark',
  'unknownObject',
  'danglingReference',
  'deleteDocument',
  'missingImageAsset',
  'imageWithoutAsset',
  'hugeString',
  'markupString',
] as const

export type MutationKind = (typeof mutationKinds)[number]

export interface Mutation {
  kind: MutationKind
  documentId: string
  /** Where in the document, e.g. `hero.stats[1].value` (empty for a whole document). */
  path: string
}

export interface MutateOptions {
  /** Mutations to apply (default 8). */
  count?: number
  /** The kinds to draw from (default: all). */
  kinds?: readonly MutationKind[]
  /** Which documents may change (default: all). */
  documents?: (document: SanityDocument) => boolean
}

/** A payload that ran would set this global; the tests assert it stays unset. */
export const xssCanary = '__xss'

/** Link targets a browser would run or render as a page of their own. */
export const unsafeHrefs = [
  `javascript:window.${xssCanary}=1`,
  'javascript:alert(1)',
  `JaVaScRiPt:window.${xssCanary}=1`,
  ` \tjavascript:window.${xssCanary}=1`,
  `java\nscript:window.${xssCanary}=1`,
  `data:text/html,<script>window.${xssCanary}=1</script>`,
  'vbscript:msgbox(1)',
  '//evil.example/phish',
]

/** Text that would run as script if a component wrote content as HTML. */
export const markupStrings = [
  `<script>window.${xssCanary}=1</script>`,
  `"><img src=x onerror="window.${xssCanary}=1">`,
  `</script><svg onload="window.${xssCanary}=1">`,
  `<a href="javascript:window.${xssCanary}=1">x</a>`,
]

/** Deterministic PRNG (mulberry32): the same seed draws the same numbers on every machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Container = Json[] | { [key: string]: Json }

/** A value inside a document: its container and the key or index that holds it. */
interface Slot {
  document: SanityDocument
  parent: Container
  key: string | number
  path: string
}

// Stored by the Content Lake itself: never malformed, and a wrong one would be another document.
const systemFields = new Set(['_id', '_type', '_createdAt', '_updatedAt', '_rev'])
const linkKey = /href|url|link/i
const linkValue = /^(\/|https?:|mailto:|tel:)/i

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function slotsOf(document: SanityDocument): Slot[] {
  const slots: Slot[] = []
  const visit = (container: Container, path: string, root: boolean) => {
    const keys = Array.isArray(container)
      ? container.map((_, index) => index)
      : Object.keys(container)
    for (const key of keys) {
      if (root && systemFields.has(key as string)) continue
      const child = (container as Record<string | number, Json>)[key]
      const childPath =
        typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : `${key}`
      slots.push({ document, parent: container, key, path: childPath })
      if (typeof child === 'object' && child !== null) visit(child, childPath, false)
    }
  }
  visit(document as unknown as Container, '', true)
  return slots
}

const get = (slot: Slot): Json => (slot.parent as Record<string | number, Json>)[slot.key] ?? null
const set = (slot: Slot, value: Json) => {
  ;(slot.parent as Record<string | number, Json>)[slot.key] = value
}

interface Context {
  /** Every document (a deleted one is removed here). */
  documents: SanityDocument[]
  /** The documents that may change, with their slots below. */
  changeable: SanityDocument[]
  slots: Slot[]
  random: () => number
  pick: <T>(items: readonly T[]) => T
  key: () => string
}

type Apply = (context: Context) => Mutation | undefined

/** Picks one slot that fits, changes it and names the change; undefined when none fits. */
function onSlot(
  kind: MutationKind,
  fits: (value: Json, slot: Slot) => boolean,
  change: (slot: Slot, context: Context) => void,
): Apply {
  return (context) => {
    const candidates = context.slots.filter((slot) => fits(get(slot), slot))
    if (candidates.length === 0) return undefined
    const slot = context.pick(candidates)
    change(slot, context)
    return { kind, documentId: slot.document._id, path: slot.path }
  }
}

const isKeyed = (slot: Slot) => typeof slot.key === 'string' && !slot.key.startsWith('_')
const isImage = (value: Json) => isObject(value) && isObject(value.asset) && 'asset' in value

function wrongValue(current: Json, context: Context): Json {
  const values: Json[] = [
    42,
    -1.5,
    'chaos',
    '',
    { chaos: true },
    [1, 'two', null],
    [],
    null,
    true,
    false,
  ]
  const kind = (value: Json) =>
    Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
  return context.pick(values.filter((value) => kind(value) !== kind(current)))
}

const applies: Record<MutationKind, Apply> = {
  deleteField: onSlot(
    'deleteField',
    (_, slot) => isKeyed(slot),
    (slot) => delete (slot.parent as Record<string, Json>)[slot.key as string],
  ),
  wrongType: onSlot(
    'wrongType',
    (_, slot) => isKeyed(slot) || typeof slot.key === 'number',
    (slot, context) => set(slot, wrongValue(get(slot), context)),
  ),
  emptyArray: onSlot(
    'emptyArray',
    (value) => Array.isArray(value) && value.length > 0,
    (slot) => set(slot, []),
  ),
  unsafeLink: onSlot(
    'unsafeLink',
    (value, slot) =>
      typeof value === 'string' &&
      (linkValue.test(value) || (typeof slot.key === 'string' && linkKey.test(slot.key))),
    (slot, context) => set(slot, context.pick(unsafeHrefs)),
  ),
  unknownBlock: onSlot(
    'unknownBlock',
    (value) =>
      Array.isArray(value) && value.some((item) => isObject(item) && item._type === 'block'),
    (slot, context) => {
      const blocks = get(slot) as Json[]
      const unknown = context.pick<Json>([
        { _type: 'chaosEmbed', _key: context.key(), html: markupStrings[0]! },
        { _type: 'image', _key: context.key(), asset: { _ref: 'image-missing-10x10-png' } },
        { _type: 'block', _key: context.key(), style: 'chaos', children: 'not a list' },
        { _type: 'block', _key: context.key(), listItem: 'chaos', level: 'x', children: [] },
      ])
      blocks.splice(Math.floor(context.random() * (blocks.length + 1)), 0, unknown)
    },
  ),
  unknownMark: onSlot(
    'unknownMark',
    (value) => isObject(value) && value._type === 'block' && Array.isArray(value.children),
    (slot, context) => {
      const block = get(slot) as { [key: string]: Json }
      const markKey = context.key()
      const markDefs = Array.isArray(block.markDefs) ? block.markDefs : []
      block.markDefs = [
        ...markDefs,
        context.pick<Json>([
          { _type: 'chaosAnnotation', _key: markKey, html: markupStrings[1]! },
          { _type: 'link', _key: markKey, href: context.pick(unsafeHrefs) },
        ]),
      ]
      for (const span of block.children as Json[]) {
        if (isObject(span)) {
          const marks = Array.isArray(span.marks) ? span.marks : []
          span.marks = [...marks, context.pick([markKey, 'chaosDecorator', 'underline'])]
        }
      }
    },
  ),
  unknownObject: onSlot(
    'unknownObject',
    (value) =>
      Array.isArray(value) &&
      value.some((item) => isObject(item) && typeof item._type === 'string'),
    (slot, context) => {
      const items = get(slot) as Json[]
      items.splice(Math.floor(context.random() * (items.length + 1)), 0, {
        _type: 'chaosSection',
        _key: context.key(),
        heading: markupStrings[0]!,
        href: unsafeHrefs[0]!,
      })
    },
  ),
  danglingReference: onSlot(
    'danglingReference',
    (value, slot) =>
      slot.key === '_ref' && typeof value === 'string' && !value.startsWith('image-'),
    (slot, context) => set(slot, `chaos-missing-${context.key()}`),
  ),
  deleteDocument: (context) => {
    if (context.changeable.length === 0) return undefined
    const document = context.pick(context.changeable)
    context.documents.splice(context.documents.indexOf(document), 1)
    return { kind: 'deleteDocument', documentId: document._id, path: '' }
  },
  missingImageAsset: onSlot('missingImageAsset', isImage, (slot) => {
    const image = get(slot) as { asset: { [key: string]: Json } }
    image.asset._ref = `image-${'0'.repeat(40)}-640x480-png`
  }),
  imageWithoutAsset: onSlot(
    'imageWithoutAsset',
    isImage,
    (slot) => delete (get(slot) as { [key: string]: Json }).asset,
  ),
  hugeString: onSlot(
    'hugeString',
    (value, slot) => typeof value === 'string' && isKeyed(slot),
    (slot, context) =>
      set(
        slot,
        context.pick(['Verkaufstalent'.repeat(2_000), `${'x'.repeat(20_000)} ${get(slot)}`]),
      ),
  ),
  markupString: onSlot(
    'markupString',
    (value, slot) => typeof value === 'string' && isKeyed(slot),
    (slot, context) => set(slot, context.pick(markupStrings)),
  ),
}

/**
 * The documents with `count` random mutations (the input stays untouched), and what changed.
 * The same documents and seed always give the same result.
 */
export function mutate(
  input: readonly SanityDocument[],
  seed: number,
  { count = 8, kinds = mutationKinds, documents: mayChange = () => true }: MutateOptions = {},
): { documents: SanityDocument[]; mutations: Mutation[] } {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  let keys = 0
  const documents = structuredClone(input) as SanityDocument[]
  const mutations: Mutation[] = []
  for (let attempt = 0; mutations.length < count && attempt < count * 4; attempt += 1) {
    const changeable = documents.filter(mayChange)
    const context: Context = {
      documents,
      changeable,
      slots: changeable.flatMap(slotsOf),
      random,
      pick,
      key: () => `chaos${seed}x${(keys += 1)}`,
    }
    const mutation = applies[pick(kinds)](context)
    if (mutation) mutations.push(mutation)
  }
  return { documents, mutations }
}
