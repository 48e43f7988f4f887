import { CommentIcon } from '@sanity/icons/Comment'
import { definePage } from '../lib/page'
import { bestPracticesSection } from '../sections/bestPractices'
import { finalCtaSection } from '../sections/finalCta'
import { interviewQuestionsSection } from '../sections/interviewQuestions'
import { interviewStructureSection } from '../sections/interviewStructure'
import { resourceHeroSection } from '../sections/resourceHero'

/** `/interviewfragen`: the questions are the `interviewQuestion` documents. */
export const interviewQuestionsPage = definePage({
  name: 'interviewQuestionsPage',
  title: 'Seite Interviewfragen',
  icon: CommentIcon,
  sections: [
    { name: 'hero', title: 'Seitenkopf', type: resourceHeroSection },
    { name: 'questions', title: 'Fragenkatalog', type: interviewQuestionsSection },
    { name: 'bestPractices', title: 'Best Practices', type: bestPracticesSection },
    { name: 'structure', title: 'Interviewablauf', type: interviewStructureSection },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: finalCtaSection },
  ],
})
