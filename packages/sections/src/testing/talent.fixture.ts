import { pageSections } from './fixtures'

/** The talent landing page's sections, as the page query returns them. */
export const talentFixture = pageSections('talente', {
  hero: 'heroSection',
  roleCards: 'roleCardsSection',
  jobsCarousel: 'jobsCarouselSection',
  start: 'processSection',
  benefits: 'talentBenefitsSection',
  matching: 'matchingSection',
  comparison: 'talentComparisonSection',
  faq: 'faqSection',
  finalCta: 'finalCtaSection',
})

export const jobsFixture = talentFixture.jobsCarousel.jobs
