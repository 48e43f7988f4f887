import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedSource } from '../src/embeddedSource'
import { fixtureDatasetDir } from './fixtures'

const agentsQuery = `*[_type == "agent"] | order(orderRank) {_id, name, "role": role->name}`

describe('embedded source', () => {
  const source = createEmbeddedSource({ datasetDir: fixtureDatasetDir })

  it('answers GROQ over published documents only by default', async () => {
    await expect(source.fetch(agentsQuery)).resolves.toEqual([
      { _id: 'agent-ben', name: 'Ben Muster', role: 'Setter' },
      { _id: 'agent-anna', name: 'Anna Beispiel', role: 'Closer' },
    ])
    await expect(source.fetch(`count(*[_id in path("drafts.**")])`)).resolves.toBe(0)
    await expect(source.fetch(`*[_id == "siteSettings"][0].brandName`)).resolves.toBe('SalesSwipe')
  })

  it('shows drafts in place of their published documents in the drafts perspective', async () => {
    await expect(source.fetch(agentsQuery, {}, { perspective: 'drafts' })).resolves.toEqual([
      { _id: 'agent-ben', name: 'Ben Muster (geändert)', role: 'Closer (Entwurf)' },
      { _id: 'agent-anna', name: 'Anna Beispiel', role: 'Closer (Entwurf)' },
      { _id: 'agent-clara', name: 'Clara Neu', role: 'Setter' },
    ])
    await expect(
      source.fetch(`*[_id == "siteSettings"][0]{brandName}`, {}, { perspective: 'drafts' }),
    ).resolves.toEqual({ brandName: 'SalesSwipe (Entwurf)' })
  })

  it('does not leak drafts into published reads after a drafts read', async () => {
    await source.fetch(agentsQuery, {}, { perspective: 'drafts' })
    await expect(source.fetch(`*[_type == "agent"].name`)).resolves.not.toContain('Clara Neu')
  })

  it('passes parameters and resolves image assets', async () => {
    await expect(
      source.fetch(`*[_type == "agent" && name == $name][0]{"url": image.asset->url}`, {
        name: 'Anna Beispiel',
      }),
    ).resolves.toEqual({ url: '/content-images/f0e163f576947f4c92ccfcf56bd49a3615763b77-4x3.png' })
  })

  it('returns copies, so a caller cannot change what the next query sees', async () => {
    const first = await source.fetch<{ name: string }>(`*[_id == "agent-anna"][0]{ name }`)
    first.name = 'changed'
    await expect(source.fetch(`*[_id == "agent-anna"][0].name`)).resolves.toBe('Anna Beispiel')
  })

  it('rejects an invalid query with groq-js syntax error', async () => {
    await expect(source.fetch(`*[_type == "agent"`)).rejects.toThrow(/Syntax error in GROQ query/)
  })

  it('reads the dataset file once and keeps it, with a revision that follows its content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-'))
    const write = (n: number) =>
      writeFileSync(
        join(dir, 'data.ndjson'),
        `{"_id":"a","_type":"pricingPlan","trialDays":${n}}\n`,
      )
    try {
      write(1)
      const first = createEmbeddedSource({ datasetDir: dir })
      await expect(first.fetch('*[_id == "a"][0].trialDays')).resolves.toBe(1)
      write(2)
      await expect(
        first.fetch('*[_id == "a"][0].trialDays', {}, { perspective: 'drafts' }),
      ).resolves.toBe(1)

      const second = createEmbeddedSource({ datasetDir: dir })
      await expect(second.fetch('*[_id == "a"][0].trialDays')).resolves.toBe(2)
      expect(second.revision()).not.toBe(first.revision())
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})
