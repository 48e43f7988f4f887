import { jobPostingsData } from './structuredData'

const home = 'https://salesswipe.example/'

describe('jobPostingsData', () => {
  const opening = {
    _createdAt: '2025-10-01T08:00:00Z',
    title: 'Backend Developer',
    description: 'Du baust unsere APIs.',
  }

  it('posts each opening with its date, employer and place', () => {
    const [munich, remote] = jobPostingsData(
      'SalesSwipe',
      [
        { ...opening, location: 'München' },
        { ...opening, location: 'Remote' },
      ],
      home,
    )
    expect(munich).toMatchObject({
      '@type': 'JobPosting',
      title: 'Backend Developer',
      datePosted: '2025-10-01',
      hiringOrganization: { name: 'SalesSwipe', sameAs: home },
      jobLocation: { address: { addressLocality: 'München', addressCountry: 'DE' } },
    })
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(remote).not.toHaveProperty('jobLocation')
  })

  it('skips openings without title or description, and posts nothing without an employer', () => {
    expect(jobPostingsData('SalesSwipe', [{ ...opening, description: '' }], home)).toEqual([])
    expect(jobPostingsData(undefined, [opening], home)).toEqual([])
  })
})
