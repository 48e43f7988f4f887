// docs/content-model.md, written from the schemas themselves: every document and object type
// with its fields, their types, whether they are required, and the editors' descriptions.
// `npm run typegen` writes it (scripts/content-model.ts); `npm test` fails when it is stale.

interface Field {
  name: string
  title?: string
  type: string
  description?: unknown
  validation?: unknown
  of?: { type?: string; name?: string }[]
  to?: { type: string }[]
  options?: { list?: readonly (string | { value: string })[] }
}

interface SchemaType {
  name: string
  title?: string
  type: string
  description?: unknown
  fields?: Field[]
}

const intro = `# Content model

Generated from the Studio schemas (\`studio/schemas\`, section types from \`packages/sections\`) by
\`studio/contentModel.ts\`; do not edit by hand: \`npm run typegen\` rewrites it, and \`npm test\` fails
when it is stale. Field names are English; every value a visitor reads is German content.

## Conventions

- Pages are \`page\` documents: \`slug.current\` is the path without the leading slash
  (\`unternehmen/preise\`), \`sections\` the page's sections in order. Paths under \`talente/\` show
  the talent view. Two documents are singletons, each with its type as \`_id\`: the site settings
  (\`siteSettings\`) and the key figures (\`keyFigures\`, "Kennzahlen"), which copy names by
  placeholder (\`{{kennzahl.<key>}}\`).
- Ordered lists (agents, jobs, FAQs, plans, openings, questions) carry \`orderRank\`
  (\`@sanity/orderable-document-list\`) and are queried \`| order(orderRank)\`.
- Document ids use hyphens, never dots (\`roleProfile-opener\`): Sanity treats ids with a dot as
  private paths (\`drafts.…\`, \`versions.…\`).
- Images are \`image\` fields with a required \`alt\`; the bundled dataset writes them in Sanity's
  export form (\`_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"\`).
- Text templates use \`{name}\` placeholders, filled by the component, e.g. \`"{days} Tage kostenlos testen"\`.
`

const plain = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim() : ''

/** A field's type as the table shows it: arrays and references with what they hold. */
function typeOf(field: Field): string {
  if (field.type === 'array') {
    const members = (field.of ?? []).map((member) => member.type ?? member.name).join(', ')
    return `array of ${members}`
  }
  if (field.type === 'reference')
    return `reference to ${(field.to ?? []).map((t) => t.type).join(', ')}`
  const list = field.options?.list
  if (list?.length) {
    const values = list.map((item) => (typeof item === 'string' ? item : item.value))
    return `${field.type} (${values.map((value) => `\`${value}\``).join(' / ')})`
  }
  return field.type
}

/** Whether the Studio refuses to publish without the field (a `required()` in its rules). */
function isRequired(field: Field): boolean {
  const { validation } = field
  if (typeof validation !== 'function') return false
  const probe: Record<string, unknown> = {}
  let required = false
  const rule = new Proxy(probe, {
    get: (_, key) => {
      if (key === 'required') required = true
      return () => rule
    },
  })
  try {
    validation(rule)
  } catch {
    // A rule that needs more than the probe offers is not a required() rule.
  }
  return required
}

function section(type: SchemaType): string {
  const heading = `### \`${type.name}\`${type.title ? ` (${type.title})` : ''}`
  const description = plain(type.description)
  const rows = (type.fields ?? []).map(
    (field) =>
      `| \`${field.name}\` | ${plain(field.title)} | ${typeOf(field)} | ${isRequired(field) ? 'yes' : ''} | ${plain(field.description)} |`,
  )
  return [
    heading,
    ...(description ? ['', description] : []),
    '',
    '| Field | Title | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

export function contentModel(types: readonly SchemaType[]): string {
  const documents = types.filter((type) => type.type === 'document')
  const objects = types.filter((type) => type.type !== 'document')
  return [
    intro,
    '## Documents',
    ...documents.map(section),
    '## Sections and objects',
    ...objects.map(section),
  ].join('\n\n')
}
