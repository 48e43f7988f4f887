import { HeartIcon } from '@sanity/icons/Heart'
import { itemCount } from '../lib/count'
import { definePage } from '../lib/page'

/** `/unternehmen/onboarding-concierge`; the FAQs are the `faq` documents for the concierge. */
export const conciergePage = definePage({
  name: 'conciergePage',
  title: 'Onboarding & Concierge',
  icon: HeartIcon,
  sections: [
    { name: 'hero', title: 'Hero', type: 'heroSection' },
    { name: 'intro', title: 'Was ist das?', type: 'storySection' },
    {
      name: 'journey',
      title: '7-Tage-Ablauf',
      type: 'journeySection',
      rule: itemCount('steps', 7, 'Genau sieben Schritte.'),
    },
    {
      name: 'features',
      title: 'Leistungen',
      type: 'featureGridSection',
      rule: itemCount('items', 6, 'Genau sechs Leistungen.'),
    },
    { name: 'comparison', title: 'Basic vs. Premium', type: 'planComparisonSection' },
    {
      name: 'testimonials',
      title: 'Kundenstimmen',
      type: 'testimonialsSection',
      rule: itemCount('items', 3, 'Genau drei Stimmen.'),
    },
    { name: 'pricing', title: 'Preis', type: 'conciergePricingSection' },
    { name: 'faq', title: 'FAQ', type: 'faqSection' },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: 'finalCtaSection' },
  ],
})
