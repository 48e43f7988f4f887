import { withoutLineBreakMarks } from '@repo/content/typeset'

/**
 * Structured data for search engines; `<` escaped so content can never close the script, and
 * without typesetting's invisible marks: the texts are read and indexed, not laid out.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | null }) {
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: withoutLineBreakMarks(JSON.stringify(data)).replace(/</g, '\\u003c'),
      }}
    />
  )
}
