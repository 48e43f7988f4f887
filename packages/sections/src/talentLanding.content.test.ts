import { ctaTargetsFixture } from './testing/pages.fixture'
import { talentFixture } from './testing/talent.fixture'

// The talent page's sections as the page query returns them from the bundled dataset: the
// references and filters resolve as the sections expect.

describe('the talent landing page from the page query', () => {
  it('gives the nine sample jobs, each with its role’s name and a logo', () => {
    const jobs = talentFixture.jobsCarousel.jobs
    expect(jobs).toHaveLength(9)
    for (const job of jobs) {
      expect(['Opener', 'Setter', 'Closer']).toContain(job.role)
      expect(job.logo?.asset?._ref).toMatch(/^image-[0-9a-f]{40}-160x160-webp$/)
      expect(job.logo?.alt).toBeTruthy()
    }
  })

  it('resolves each role card to its role profile', () => {
    const roles = talentFixture.roleCards.cards?.map((card) => card.role?.key)
    expect(roles).toEqual(['opener', 'setter', 'closer'])
    expect(talentFixture.roleCards.cards?.[0]?.role?.skills?.length).toBeGreaterThan(0)
  })

  it('lists the six talent FAQs only', () => {
    const ids = talentFixture.faq.items.map((item) => item._id)
    expect(ids).toEqual([1, 2, 3, 4, 5, 6].map((n) => `faq-talent-0${n}`))
  })

  it('brings the app’s register URL for the sign-up buttons', () => {
    expect(ctaTargetsFixture?.appRegisterUrl).toMatch(/^https:\/\//)
  })
})
