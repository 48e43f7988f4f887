import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { definePage, type PageSection } from '../lib/page'

/** The how-it-works page's sections in page order; both views share them, worded per view. */
export const howItWorksSections: readonly PageSection[] = [
  { name: 'hero', title: 'Hero', type: 'heroSection' },
  { name: 'steps', title: 'Sechs Schritte', type: 'howItWorksStepsSection' },
  { name: 'benefits', title: 'Vorteile', type: 'howItWorksBenefitsSection' },
  { name: 'timeline', title: '7-Tage-Zeitplan', type: 'hiringTimelineSection' },
  { name: 'matching', title: 'KI-Matching', type: 'aiMatchingSection' },
  { name: 'finalCta', title: 'Abschluss-Aufruf', type: 'finalCtaSection' },
]

// Two singletons of one shape, so each view's wording sits in its own desk group.
export const companyHowItWorksPage = definePage({
  name: 'companyHowItWorksPage',
  title: 'So funktioniert’s (Unternehmen)',
  icon: BulbOutlineIcon,
  sections: howItWorksSections,
})

export const talentHowItWorksPage = definePage({
  name: 'talentHowItWorksPage',
  title: 'So funktioniert’s (Talente)',
  icon: BulbOutlineIcon,
  sections: howItWorksSections,
})
