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
    employmentTypeCode: 'FULL_TIME',
    location: 'München',
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
        _type: 'block',
        style: 'h2',
        markDefs: [],
        children: [{ _type: 'span', text: 'Deine Aufgaben', marks: [] }],
      },
      {
        _type: 'block',
        style: 'normal',
        listItem: 'bullet',
        markDefs: [],
        children: [{ _type: 'span', text: 'APIs entwerfen', marks: [] }],
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

  it('leaves out an employment type schema.org does not know', () => {
    const posting = jobPostingData(
      'SalesSwipe',
      { ...opening, employmentTypeCode: 'Vollzeit' },
      where,
    )
    expect(posting).not.toHaveProperty('employmentType')
  })

  it.each([
    ['no employer', undefined, opening],
    ['no title', 'SalesSwipe', { ...opening, title: ' ' }],
    ['no description', 'SalesSwipe', { ...opening, description: '' }],
    ['no date', 'SalesSwipe', { ...opening, _createdAt: null }],
  ])('posts nothing with %s', (_case, brand, candidate) => {
    expect(jobPostingData(brand, candidate, where)).toBeNull()
  })
})
