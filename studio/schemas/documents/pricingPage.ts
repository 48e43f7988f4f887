import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { itemCount } from '../lib/count'
import { definePage } from '../lib/page'

/** `/unternehmen/preise`; the plans are the same `pricingPlan` documents as on the landing page. */
export const pricingPage = definePage({
  name: 'pricingPage',
  title: 'Preise',
  icon: CreditCardIcon,
  sections: [
    { name: 'hero', title: 'Hero', type: 'heroSection' },
    { name: 'plans', title: 'Preispläne', type: 'pricingSection' },
    {
      name: 'explanation',
      title: 'Erklärung',
      type: 'featureGridSection',
      rule: itemCount('items', 4, 'Genau vier Karten.'),
    },
    { name: 'launchTip', title: 'Tipp Launch-Special', type: 'calloutSection' },
    { name: 'signUp', title: 'Abschluss-Aufruf', type: 'finalCtaSection' },
  ],
})
