import { faqPageData } from './structuredData'

const block = (text: string) => ({
  _type: 'block' as const,
  _key: text.slice(0, 8),
  style: 'normal' as const,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: 's', text, marks: [] }],
})

describe('faqPageData', () => {
  it('lists each question with its answer as plain text', () => {
    const data = faqPageData([
      { question: 'Was kostet es?', answer: [block('Ab 174,99 €'), block('pro 4 Wochen.')] },
      { question: 'Gibt es eine Provision?', answer: [block('Nein.')] },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Was kostet es?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ab 174,99 €\n\npro 4 Wochen.' },
        },
        {
          '@type': 'Question',
          name: 'Gibt es eine Provision?',
          acceptedAnswer: { '@type': 'Answer', text: 'Nein.' },
        },
      ],
    })
  })

  it('leaves out questions whose answer has no text, and gives nothing for none left', () => {
    expect(faqPageData([{ question: 'Q', answer: [block(' ')] }])).toBeNull()
  })
})
