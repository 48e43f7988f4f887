import { pageSections } from './fixtures'

/** The resource pages' sections, as the page query returns them. */
export const jobDescriptionFixture = pageSections('jobbeschreibung', {
  hero: 'resourceHeroSection',
  roles: 'roleProfilesSection',
  finalCta: 'finalCtaSection',
})

export const interviewQuestionsFixture = pageSections('interviewfragen', {
  hero: 'resourceHeroSection',
  questions: 'interviewQuestionsSection',
  bestPractices: 'bestPracticesSection',
  structure: 'interviewStructureSection',
  finalCta: 'finalCtaSection',
})

export const interviewTipsFixture = pageSections('interview-tipps', {
  hero: 'resourceHeroSection',
  guides: 'talentGuidesSection',
  finalCta: 'finalCtaSection',
})
