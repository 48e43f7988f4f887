/** @jest-environment node */
import { loadDataset } from '@repo/content'
import { mulberry32, mutate, mutationKinds, unsafeHrefs } from './mutate'

const dataset = loadDataset()

describe('mulberry32', () => {
  it('draws the same numbers in [0, 1) for the same seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed))
    expect(draw(7)).toEqual(draw(7))
    expect(draw(7)).not.toEqual(draw(8))
    for (const value of draw(7)) expect(value >= 0 && value < 1).toBe(true)
  })
})

describe('mutate', () => {
  it('gives the same documents and mutations for the same seed, other ones for another', () => {
    const first = mutate(dataset, 42)
    expect(mutate(dataset, 42)).toEqual(first)
    expect(mutate(dataset, 43).mutations).not.toEqual(first.mutations)
  })

  it('leaves its input untouched', () => {
    const before = JSON.stringify(dataset)
    mutate(dataset, 1, { count: 50 })
    expect(JSON.stringify(dataset)).toBe(before)
  })

  it('applies the requested number of mutations and changes the documents', () => {
    const { documents, mutations } = mutate(dataset, 5, { count: 12 })
    expect(mutations).toHaveLength(12)
    expect(documents).not.toEqual(dataset)
  })

  it.each(mutationKinds)('reaches %s from some seed', (kind) => {
    const seeds = Array.from({ length: 40 }, (_, seed) => seed)
    const hit = seeds.find((seed) =>
      mutate(dataset, seed, { count: 4 }).mutations.some((mutation) => mutation.kind === kind),
    )
    expect(hit).toBeDefined()
  })

  it('changes only the documents it is allowed to', () => {
    const { documents, mutations } = mutate(dataset, 3, {
      count: 20,
      documents: (document) => document._id === 'companyLandingPage',
    })
    expect(new Set(mutations.map((mutation) => mutation.documentId))).toEqual(
      new Set(['companyLandingPage']),
    )
    const others = (list: typeof dataset) => list.filter((d) => d._id !== 'companyLandingPage')
    expect(others(documents)).toEqual(others(dataset))
  })

  it('puts dangerous link targets where links were', () => {
    const { documents, mutations } = mutate(dataset, 9, { count: 5, kinds: ['unsafeLink'] })
    expect(mutations.every((mutation) => mutation.kind === 'unsafeLink')).toBe(true)
    const text = JSON.stringify(documents)
    expect(unsafeHrefs.some((href) => text.includes(JSON.stringify(href).slice(1, -1)))).toBe(true)
  })

  it('keeps system fields, so every document stays addressable', () => {
    const { documents } = mutate(dataset, 11, { count: 60, kinds: ['deleteField', 'wrongType'] })
    for (const document of documents) {
      expect(typeof document._id).toBe('string')
      expect(typeof document._type).toBe('string')
    }
  })
})
