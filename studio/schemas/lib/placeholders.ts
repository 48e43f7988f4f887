import { factsFrom, factsQuery, placeholderProblems, type FactsResult } from '@repo/content/facts'
import type { CustomValidator, Path } from 'sanity'
import { apiVersion } from '../../env'

interface Text {
  path: Path
  text: string
}

/** Every string an editor wrote in a document, with where it sits (system fields aside). */
function textsOf(value: unknown, path: Path = []): Text[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key
      return textsOf(item, [...path, typeof key === 'string' ? { _key: key } : index])
    })
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.startsWith('_') ? [] : textsOf(item, [...path, key]),
    )
  }
  return []
}

/**
 * Document validation: every `{{…}}` placeholder in the copy names a key figure or a plan fact
 * that exists (see packages/content/src/facts.ts). The message sits on the field that holds it.
 */
export const validPlaceholders: CustomValidator<Record<string, unknown> | undefined> = async (
  document,
  context,
) => {
  const texts = textsOf(document).filter(({ text }) => text.includes('{{') || text.includes('}}'))
  if (texts.length === 0) return true
  const client = context.getClient({ apiVersion })
  const facts = factsFrom(await client.fetch<FactsResult>(factsQuery))
  const known = [...facts.keys()].map((name) => `{{${name}}}`).join(', ')
  const problems = texts.flatMap(({ path, text }) =>
    placeholderProblems(text, facts).map((problem) => ({
      message: `${problem}. Verfügbar: ${known}`,
      path,
    })),
  )
  return problems.length === 0 ? true : problems
}
