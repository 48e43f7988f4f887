import { createEmbeddedSource } from '../src/embeddedSource'
import { factsFrom, placeholderProblems, resolveFacts } from '../src/facts'
import type { ContentSource } from '../src/source'
import { withFacts } from '../src/withFacts'

type Fetch = ContentSource['fetch']

const span = (text: string) => ({ _type: 'span', _key: text.length.toString(), text, marks: [] })
const block = (children: object[]) => ({
  _type: 'block',
  _key: 'b',
  style: 'normal',
  markDefs: [],
  children,
})

const documents = [
  {
    _id: 'keyFigures',
    _type: 'keyFigures',
    figures: [
      { _key: 'a', key: 'tageBisEinstellung', value: '7' },
      { _key: 'b', key: 'ohneWert', value: ' ' },
    ],
  },
  {
    _id: 'pricingPlan-start',
    _type: 'pricingPlan',
    key: 'start',
    monthlyPrice: 249.99,
    trialDays: 7,
    savingsRule: 'yearlyDiscount',
    yearlyDiscountPercent: 30,
    yearlyBonus: { value: 997 },
  },
  {
    _id: 'conciergePage',
    _type: 'page',
    sections: [
      { _key: 'hero', _type: 'heroSection' },
      { _key: 'pricing', _type: 'conciergePricingSection', monthlyPrice: 999, setupPrice: 499.5 },
    ],
  },
  {
    _id: 'role-a',
    _type: 'roleProfile',
    title: 'Einstellen in {{kennzahl.tageBisEinstellung}} Tagen',
    skills: [
      'ab {{ plan.start.preis }}',
      '{{plan.start.testtage}} Tage testen',
      '{{kennzahl.fehlt}}',
      '{{concierge.preis}} im Monat, {{concierge.setupgebuehr}} Setup',
      'Bonus im Wert von {{plan.start.bonuswert}}',
      '{{plan.start.jahresrabatt}} sparen',
    ],
  },
  {
    _id: 'faq-a',
    _type: 'faq',
    answer: [block([span('Frei'), span('{{plan.scale.preis}}')])],
  },
]

describe('facts in copy', () => {
  const source = createEmbeddedSource({ documents })

  it('resolves placeholders of figures and plans on every read', async () => {
    await expect(source.fetch(`*[_id == "role-a"][0]{title, skills}`)).resolves.toEqual({
      // Typeset as every read is (typeset.ts): the figure keeps its word.
      title: 'Einstellen in 7\u00a0Tagen',
      // An unknown figure leaves no text: the entry is dropped. The concierge card's prices as
      // the card shows them: round amounts without cents.
      skills: [
        'ab 249,99\u00a0€',
        '7\u00a0Tage testen',
        '999\u00a0€ im Monat, 499,50\u00a0€ Setup',
        'Bonus im Wert von 997\u00a0€',
        // A percentage as German copy writes it: a no-break space before the sign.
        '30\u00a0% sparen',
      ],
    })
    // The broken span loses its text, the paragraph stays.
    await expect(source.fetch(`*[_id == "faq-a"][0].answer`)).resolves.toEqual([
      block([span('Frei'), { _type: 'span', _key: '20', marks: [] }]),
    ])
  })

  it('shows a changed price wherever the copy refers to it', async () => {
    const changed = documents.map((document) =>
      document._id === 'pricingPlan-start' ? { ...document, monthlyPrice: 263.17 } : document,
    )
    const role = await createEmbeddedSource({ documents: changed }).fetch<{ skills: string[] }>(
      `*[_id == "role-a"][0]{skills}`,
    )
    expect(role.skills[0]).toBe('ab 263,17\u00a0€')
  })

  it('shows a changed yearly discount wherever the copy refers to it', async () => {
    const withDiscount = (yearlyDiscountPercent: number) =>
      documents.map((document) =>
        document._id === 'pricingPlan-start' ? { ...document, yearlyDiscountPercent } : document,
      )
    const discount = async (percent: number) =>
      (
        await createEmbeddedSource({ documents: withDiscount(percent) }).fetch<{
          skills: string[]
        }>(`*[_id == "role-a"][0]{skills}`)
      ).skills.at(-1)
    await expect(discount(25)).resolves.toBe('25\u00a0% sparen')
    await expect(discount(12.5)).resolves.toBe('12,5\u00a0% sparen')
  })

  it('reads the facts with the caller’s perspective and tags, adding their own', async () => {
    const calls: unknown[] = []
    const fetch = withFacts((async (query: string, _params: unknown, options: unknown) => {
      calls.push({ query: query.includes('keyFigures') ? 'facts' : query, options })
      return query.includes('keyFigures')
        ? { figures: [{ key: 'x', value: '1' }] }
        : 'a {{kennzahl.x}}'
    }) as Fetch)
    await expect(fetch('*[0].text', {}, { perspective: 'drafts', tags: ['page'] })).resolves.toBe(
      'a 1',
    )
    expect(calls).toEqual([
      { query: '*[0].text', options: { perspective: 'drafts', tags: ['page'] } },
      {
        query: 'facts',
        options: {
          perspective: 'drafts',
          tags: ['page', 'conciergePage', 'conciergePricingSection', 'keyFigures', 'pricingPlan'],
        },
      },
    ])
  })

  it('fails the read when the facts come back in another shape, rather than drop the copy', async () => {
    const fetch = withFacts((async (query: string) =>
      query.includes('keyFigures') ? 'Bad Gateway' : 'a {{kennzahl.x}}') as Fetch)
    await expect(fetch('*[0].text')).rejects.toThrow(/answered string/)
  })

  it('does not read the facts for copy without placeholders', async () => {
    const fetch = jest.fn(async () => ({ text: 'ohne' }))
    await withFacts(fetch as Fetch)('*[0]')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('names unknown and unclosed placeholders for the Studio', () => {
    const facts = factsFrom({ figures: [{ key: 'bewertung', value: '4,8/5' }], plans: [] })
    expect(placeholderProblems('{{kennzahl.bewertung}} von {{plan.start.preis}}', facts)).toEqual([
      'Unbekannter Platzhalter „{{plan.start.preis}}“',
    ])
    expect(placeholderProblems('ab {{plan.start.preis', facts)).toEqual([
      'Unvollständiger Platzhalter: „{{…}}“ muss geschlossen sein',
    ])
    expect(placeholderProblems('{{kennzahl.bewertung}}', facts)).toEqual([])
  })

  it('checks a template’s own values and every other brace, in the same pass', () => {
    const facts = factsFrom({ figures: [{ key: 'tage', value: '7' }], plans: [] })
    expect(
      placeholderProblems('{count} Likes in {{kennzahl.tage}} Tagen', facts, ['count']),
    ).toEqual([])
    expect(placeholderProblems('{anzahl} Likes', facts, ['count'])).toEqual([
      'Unbekannter Platzhalter „{anzahl}“: hier gibt es „{count}“',
    ])
    expect(placeholderProblems('Nur {count} Plätze', facts)).toEqual([
      '„{count}“ füllt hier niemand aus: Fakten stehen in doppelten Klammern, „{{…}}“',
    ])
    for (const text of ['Preis {', 'Preis }', '{ count } Likes', 'a {{kennzahl.tage}} }']) {
      expect(placeholderProblems(text, facts, ['count'])).toEqual([
        'Einzelne geschweifte Klammer: Platzhalter stehen in „{{…}}“ (oder „{…}“ in Vorlagen)',
      ])
    }
  })

  it('knows a plan’s yearly discount only when the plan states one', () => {
    const facts = factsFrom({
      plans: [
        { key: 'start', monthlyPrice: 249.99, yearlyDiscountPercent: 30 },
        { key: 'priority', monthlyPrice: 249.99 },
      ],
    })
    expect(placeholderProblems('{{plan.start.jahresrabatt}} sparen', facts)).toEqual([])
    expect(placeholderProblems('{{plan.priority.jahresrabatt}} sparen', facts)).toEqual([
      'Unbekannter Platzhalter „{{plan.priority.jahresrabatt}}“',
    ])
  })

  it('leaves values without placeholders as they are', () => {
    const value = { a: 1, b: [true, null, 'x'] }
    expect(resolveFacts(value, new Map())).toEqual(value)
  })
})
