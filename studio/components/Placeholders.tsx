import { factsFrom, factsQuery, type FactsResult } from '@repo/content/facts'
import { Box, Card, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useClient } from 'sanity'
import { apiVersion } from '../env'

/**
 * The placeholders editors may write in this document's copy, with what each shows now: the key
 * figures' and the plans' facts. Templates name their own `{…}` values in their description.
 */
export function Placeholders() {
  const client = useClient({ apiVersion })
  const [facts, setFacts] = useState<[string, string][]>()
  useEffect(() => {
    let current = true
    client
      .fetch<FactsResult>(factsQuery)
      .then((result) => current && setFacts([...factsFrom(result)]))
      .catch(() => current && setFacts([]))
    return () => {
      current = false
    }
  }, [client])
  if (!facts?.length) return null
  return (
    <Card padding={3} radius={2} border tone="transparent">
      <details>
        <summary>
          <Text as="span" size={1} weight="medium">
            Platzhalter für Zahlen und Preise ({facts.length})
          </Text>
        </summary>
        <Box paddingTop={3}>
          <Stack gap={3}>
            <Text size={1} muted>
              In jedem Text einsetzbar; die Website zeigt den aktuellen Wert. Kennzahlen pflegst du
              unter „Kennzahlen“, Preise in den Preisplänen.
            </Text>
            {facts.map(([name, value]) => (
              <Text key={name} size={1}>
                <code>{`{{${name}}}`}</code> → {value}
              </Text>
            ))}
          </Stack>
        </Box>
      </details>
    </Card>
  )
}
