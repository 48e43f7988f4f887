import { BulbOutlineIcon } from '@sanity/icons/BulbOutline'
import { definePage } from '../lib/page'
import { finalCtaSection } from '../sections/finalCta'
import { resourceHeroSection } from '../sections/resourceHero'
import { talentGuidesSection } from '../sections/talentGuides'

/** `/interview-tipps`: the talents' preparation guide, one guide per role. */
export const interviewTipsPage = definePage({
  name: 'interviewTipsPage',
  title: 'Seite Interview-Tipps',
  icon: BulbOutlineIcon,
  sections: [
    { name: 'hero', title: 'Seitenkopf', type: resourceHeroSection },
    { name: 'guides', title: 'Rollen-Guides', type: talentGuidesSection },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: finalCtaSection },
  ],
})
