import { pageResult, pageSections } from './fixtures'

const targets = pageResult('unternehmen').ctaTargets
if (!targets?.actions) throw new Error('the bundled site settings have no button targets')

/** The settings that buttons link to, as every page query returns them. */
export const ctaTargetsFixture = { ...targets, actions: targets.actions }

/** The how-it-works page (company wording), as the page query returns it. */
export const howItWorksFixture = pageSections('unternehmen/so-funktionierts', {
  hero: 'heroSection',
  steps: 'howItWorksStepsSection',
  benefits: 'howItWorksBenefitsSection',
  timeline: 'hiringTimelineSection',
  matching: 'aiMatchingSection',
  finalCta: 'finalCtaSection',
})

export const companyComparisonFixture = pageSections('unternehmen/vergleich', {
  hero: 'heroSection',
  roiCalculator: 'roiCalculatorSection',
  timeToHire: 'timeToHireSection',
  metrics: 'metricsTableSection',
  finalCta: 'finalCtaSection',
})

export const talentComparisonFixture = pageSections('talente/vergleich', {
  hero: 'heroSection',
  methods: 'talentMethodsSection',
  finalCta: 'finalCtaSection',
})
