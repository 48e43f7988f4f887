import { faqPageData, jobPostingsData, organizationData, plansProductData } from './structuredData'

const block = (text: string) => ({
  _type: 'block',
  _key: text.slice(0, 8),
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
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

  it('leaves out entries without question or answer, and gives nothing for none left', () => {
    expect(
      faqPageData([
        { question: '', answer: [block('x')] },
        { question: 'Q', answer: null },
      ]),
    ).toBeNull()
  })
})

describe('plansProductData', () => {
  const labels = { monthly: 'Monatlich', yearly: 'Jährlich' }

  it('offers every plan per billing with its net price in EUR', () => {
    const data = plansProductData(
      'SalesSwipe',
      [{ name: 'Scale', monthlyPrice: 399.99, yearlyPrice: 279.99 }],
      labels,
    )
    expect(data?.name).toBe('SalesSwipe')
    expect(data?.offers).toEqual([
      expect.objectContaining({ name: 'Scale (Monatlich)', price: '399.99', priceCurrency: 'EUR' }),
      expect.objectContaining({ name: 'Scale (Jährlich)', price: '279.99', priceCurrency: 'EUR' }),
    ])
    expect(data?.offers[0]?.priceSpecification).toMatchObject({
      valueAddedTaxIncluded: false,
      billingDuration: 'P28D',
    })
  })

  it('skips prices that are not numbers and gives nothing without a brand', () => {
    const plans = [{ name: 'Start', monthlyPrice: null, yearlyPrice: 174.99 }]
    expect(plansProductData('SalesSwipe', plans, labels)?.offers).toHaveLength(1)
    expect(plansProductData(undefined, plans, labels)).toBeNull()
  })
})

describe('organizationData', () => {
  it('names the brand with the site URL and contact', () => {
    expect(
      organizationData({ brandName: 'SalesSwipe', contactEmail: 'hallo@salesswipe.example' }),
    ).toMatchObject({
      '@type': 'Organization',
      name: 'SalesSwipe',
      url: 'http://localhost:3000/',
      email: 'hallo@salesswipe.example',
    })
  })

  it('is left out without a brand name', () => {
    expect(organizationData({ brandName: ' ' })).toBeNull()
  })
})

describe('jobPostingsData', () => {
  const opening = {
    _createdAt: '2025-10-01T08:00:00Z',
    title: 'Backend Developer',
    description: 'Du baust unsere APIs.',
  }

  it('posts each opening with its date, employer and place', () => {
    const [munich, remote] = jobPostingsData('SalesSwipe', [
      { ...opening, location: 'München' },
      { ...opening, location: 'Remote' },
    ])
    expect(munich).toMatchObject({
      '@type': 'JobPosting',
      title: 'Backend Developer',
      datePosted: '2025-10-01',
      hiringOrganization: { name: 'SalesSwipe' },
      jobLocation: { address: { addressLocality: 'München', addressCountry: 'DE' } },
    })
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(remote).not.toHaveProperty('jobLocation')
  })

  it('skips openings without title or description, and posts nothing without an employer', () => {
    expect(jobPostingsData('SalesSwipe', [{ ...opening, description: '' }])).toEqual([])
    expect(jobPostingsData(undefined, [opening])).toEqual([])
  })
})
