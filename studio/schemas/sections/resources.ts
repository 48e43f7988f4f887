import { bestPracticesSection } from './bestPractices'
import { interviewQuestionsSection } from './interviewQuestions'
import { interviewStructureSection } from './interviewStructure'
import { resourceHeroSection } from './resourceHero'
import { roleProfilesSection } from './roleProfiles'
import { talentGuidesSection } from './talentGuides'

/** Sections of the resource pages (/jobbeschreibung, /interviewfragen, /interview-tipps). */
export const resourceSectionTypes = [
  resourceHeroSection,
  roleProfilesSection,
  interviewQuestionsSection,
  bestPracticesSection,
  interviewStructureSection,
  talentGuidesSection,
]
