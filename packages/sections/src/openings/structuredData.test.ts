import { jobPostingData } from './structuredData'

const where = {
  url: 'https://salesswipe.example/karriere/backend-developer',
  siteUrl: 'https://salesswipe.example/',
}

describe('jobPostingData', () => {
  const opening = {
    _createdAt: '2025-10-01T08:00:00Z',
    title: 'Backend Developer',
    description: 'Du baust unsere APIs.',
    employmentType: 'FULL_TIME' as const,
    location: 'München',
    validThrough: null,
  }

  it('posts the opening with its page, date, type, employer and city', () => {
    expect(jobPostingData('SalesSwipe', opening, where)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend Developer',
      description: 'Du baust unsere APIs.',
      url: where.url,
      datePosted: '2025-10-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'SalesSwipe', sameAs: where.siteUrl },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'München', addressCountry: 'DE' },
      },
    })
  })

  it('marks a remote opening as telecommute for applicants in Germany, without a place', () => {
    const remote = jobPostingData('SalesSwipe', { ...opening, location: 'Remote' }, where)
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
    })
    expect(remote).not.toHaveProperty('jobLocation')
  })

  it('adds the deadline and the full description after the short one', () => {
    const body = [
      {
        _key: 'a',
        _type: 'block' as const,
        style: 'h2' as const,
        markDefs: [],
        children: [{ _key: 's', _type: 'span' as const, text: 'Deine Aufgaben', marks: [] }],
      },
      {
        _key: 'b',
        _type: 'block' as const,
        style: 'normal' as const,
        listItem: 'bullet' as const,
        markDefs: [],
        children: [{ _key: 's', _type: 'span' as const, text: 'APIs entwerfen', marks: [] }],
      },
    ]
    const posting = jobPostingData(
      'SalesSwipe',
      { ...opening, validThrough: '2026-03-31', body },
      where,
    )
    expect(posting).toMatchObject({
      validThrough: '2026-03-31',
      description: 'Du baust unsere APIs.\n\nDeine Aufgaben\n\nAPIs entwerfen',
    })
  })

  it('posts the salary range as a yearly base salary in euros, and the lists as texts', () => {
    const posting = jobPostingData(
      'SalesSwipe',
      {
        ...opening,
        salaryRange: { min: 55000, max: 70000 },
        responsibilities: ['APIs entwerfen', 'Code prüfen'],
        requirements: ['TypeScript'],
        benefits: [],
      },
      where,
    )
    expect(posting).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 55000, maxValue: 70000, unitText: 'YEAR' },
      },
      responsibilities: 'APIs entwerfen\nCode prüfen',
      qualifications: 'TypeScript',
    })
    expect(posting).not.toHaveProperty('jobBenefits')
  })

  it('posts no salary when the opening names none', () => {
    expect(jobPostingData('SalesSwipe', opening, where)).not.toHaveProperty('baseSalary')
  })

  it('posts nothing without an employer', () => {
    expect(jobPostingData(null, opening, where)).toBeNull()
  })
})
