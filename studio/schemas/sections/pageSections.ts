import { aiMatchingSection } from './aiMatching'
import { hiringTimelineSection } from './hiringTimeline'
import { howItWorksBenefitsSection } from './howItWorksBenefits'
import { howItWorksStepsSection } from './howItWorksSteps'
import { metricsTableSection } from './metricsTable'
import { roiCalculatorSection } from './roiCalculator'
import { talentMethodsSection } from './talentMethods'
import { timeToHireSection } from './timeToHire'

/** Sections of the how-it-works and comparison pages (hero and final CTA are shared types). */
export const howItWorksAndComparisonSectionTypes = [
  howItWorksStepsSection,
  howItWorksBenefitsSection,
  hiringTimelineSection,
  aiMatchingSection,
  roiCalculatorSection,
  timeToHireSection,
  metricsTableSection,
  talentMethodsSection,
]
