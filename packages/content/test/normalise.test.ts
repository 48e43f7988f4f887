import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { createEmbeddedSource } from '../src/embeddedSource'
import { ContentShapeError, normalise } from '../src/normalise'
import { createSanitySource } from '../src/sanitySource'

const agentsQuery = `*[_type == "agent"] | order(name asc){
  name,
  countryCode,
  skills,
  trackRecord[]{ label, value },
  "roleName": role->name,
  orderRank
}`

const agent = {
  name: 'Anna Beispiel',
  countryCode: 'DE',
  skills: ['Kaltakquise', 'CRM'],
  trackRecord: [
    { label: 'Quote', value: '120 %' },
    { label: 'Calls pro Tag', value: '80' },
  ],
  roleName: 'Closer',
  orderRank: '0|a0',
}

describe('normalise', () => {
  it('passes content that fits its generated type unchanged', () => {
    expect(normalise(agentsQuery, [agent])).toEqual([agent])
  })

  it('turns a broken optional value into null and keeps the rest', () => {
    // The desk's sort key is optional.
    expect(normalise(agentsQuery, [{ ...agent, orderRank: 42 }])).toEqual([
      { ...agent, orderRank: null },
    ])
  })

  it('drops a list entry whose required field is broken, missing or blank', () => {
    const trackRecord = [
      agent.trackRecord[0],
      { label: 'Calls pro Tag' },
      { label: '  ', value: '80' },
      { label: 'Abschlüsse', value: 7 },
      'kaputt',
      null,
    ]
    expect(normalise(agentsQuery, [{ ...agent, trackRecord, skills: ['CRM', '', 3] }])).toEqual([
      { ...agent, trackRecord: [agent.trackRecord[0]], skills: ['CRM'] },
    ])
  })

  it('drops the entry around a broken required field, up to the nearest list', () => {
    const others = [{ ...agent, name: 'Ben Muster' }]
    expect(normalise(agentsQuery, [{ ...agent, name: null }, ...others])).toEqual(others)
    expect(normalise(agentsQuery, [{ ...agent, countryCode: 'XX' }, ...others])).toEqual(others)
    expect(normalise(agentsQuery, [{ ...agent, skills: 'CRM' }, ...others])).toEqual(others)
  })

  it('reads an enum key under invisible preview edit markers as the key', () => {
    const encoded = stegaEncodeSourceMap(
      [{ ...agent, countryCode: 'AT' }],
      {
        documents: [{ _id: 'agent-anna', _type: 'agent' }],
        paths: ["$[0]['countryCode']"],
        mappings: {
          "$[0]['countryCode']": {
            type: 'value',
            source: { type: 'documentValue', document: 0, path: 0 },
          },
        },
      },
      { enabled: true, studioUrl: 'https://studio.example' },
    ) as (typeof agent)[]
    expect(encoded[0]!.countryCode).not.toBe('AT')
    expect(normalise(agentsQuery, encoded)[0]!.countryCode).toBe('AT')
  })

  it('keeps what fits in a union of shapes, and drops only what does not', () => {
    const shareQuery = `*[_id == $id][0]{
      "title": coalesce(seo.title, title),
      "description": coalesce(seo.description, description)
    }`
    const share = { title: 'Preise', description: 'Was SalesSwipe kostet' }
    expect(normalise(shareQuery, share)).toEqual(share)
    expect(normalise(shareQuery, { ...share, title: 42 })).toEqual({ ...share, title: null })
  })

  it('drops a field the schema does not know', () => {
    expect(
      normalise(`*[_type == "agent"][0]{ name, nickname }`, { name: 'Anna', nickname: 'A' }),
    ).toEqual({ name: 'Anna', nickname: null })
  })

  it('leaves results of queries without a type alone', () => {
    expect(normalise('count(*[_type == "agent"])', 3)).toBe(3)
    expect(normalise('*[', { any: 'thing' })).toEqual({ any: 'thing' })
  })

  it('answers null when nothing of a single document fits', () => {
    expect(normalise(`*[_type == "agent"][0]{ name }`, { name: '' })).toBeNull()
  })

  // A proxy or a faulty source can answer `{"result": null}` or a string to every query: that is
  // an outage, not content (an empty list would unpublish every page).
  it.each([
    ['null for a list', agentsQuery, null],
    ['no result for a list', agentsQuery, undefined],
    ['a string for a list', agentsQuery, 'Service Unavailable'],
    ['an object for a list', agentsQuery, { result: [] }],
    ['null for a projection', `{ "agents": *[_type == "agent"]{ name } }`, null],
    ['a list for a projection', `{ "agents": *[_type == "agent"]{ name } }`, []],
    ['a string for a single document', `*[_type == "agent"][0]{ name }`, 'x'],
    ['a string for a count', 'count(*[_type == "agent"])', '3'],
  ])('refuses %s as not of the query’s kind', (_, query, result) => {
    expect(() => normalise(query, result)).toThrow(ContentShapeError)
  })

  it('accepts null where the query yields at most one document', () => {
    expect(normalise(`*[_type == "agent"][0]{ name }`, null)).toBeNull()
  })
})

describe('both content sources normalise what they read', () => {
  const documents = [
    { _id: 'agent-anna', _type: 'agent', ...agent, trackRecord: [{ label: 'Quote' }] },
  ]
  const query = `*[_type == "agent"]{ name, trackRecord[]{ label, value } }`
  const expected = [{ name: agent.name, trackRecord: [] }]

  it('embedded', async () => {
    await expect(createEmbeddedSource({ documents }).fetch(query)).resolves.toEqual(expected)
  })

  it('Sanity', async () => {
    const client = {
      fetch: jest.fn(async () => [{ name: agent.name, trackRecord: [{ label: 'Quote' }] }]),
    }
    const source = createSanitySource(client as never, { useCdn: false })
    await expect(source.fetch(query)).resolves.toEqual(expected)
  })
})
