/** @jest-environment node */
import { createEmbeddedSource } from '@repo/content'
import { talentLandingPageQuery } from '@/queries'
import type { TalentLandingPageQueryResult } from '@/sanity.types'

// The talent page's query over the bundled dataset: the references and filters resolve as the
// sections expect (the components' tests use fixtures in this shape).
let result: TalentLandingPageQueryResult

beforeAll(async () => {
  result = await createEmbeddedSource().fetch<TalentLandingPageQueryResult>(talentLandingPageQuery)
})

describe('talentLandingPageQuery over the bundled dataset', () => {
  it('gives the nine sample jobs, each with its role’s name and a logo', () => {
    const jobs = result.page?.jobsCarousel?.jobs ?? []
    expect(jobs).toHaveLength(9)
    for (const job of jobs) {
      expect(['Opener', 'Setter', 'Closer']).toContain(job.role)
      expect(job.logo?.asset?._ref).toMatch(/^image-[0-9a-f]{40}-160x160-webp$/)
      expect(job.logo?.alt).toBeTruthy()
    }
  })

  it('resolves each role card to its role profile', () => {
    const roles = result.page?.roleCards?.cards?.map((card) => card.role?.key)
    expect(roles).toEqual(['opener', 'setter', 'closer'])
    expect(result.page?.roleCards?.cards?.[0]?.role?.skills?.length).toBeGreaterThan(0)
  })

  it('lists the six talent FAQs only', () => {
    const ids = result.page?.faq?.items.map((item) => item._id)
    expect(ids).toEqual([1, 2, 3, 4, 5, 6].map((n) => `faq-talent-0${n}`))
  })

  it('brings the app’s register URL for the sign-up buttons', () => {
    expect(result.ctaTargets?.appRegisterUrl).toMatch(/^https:\/\//)
  })
})
