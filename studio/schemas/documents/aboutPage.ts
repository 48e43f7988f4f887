import { InfoOutlineIcon } from '@sanity/icons/InfoOutline'
import { definePage } from '../lib/page'

/** `/ueber-uns`: mission, three values, key figures. */
export const aboutPage = definePage({
  name: 'aboutPage',
  title: 'Über uns',
  icon: InfoOutlineIcon,
  sections: [
    { name: 'hero', title: 'Hero', type: 'heroSection' },
    { name: 'mission', title: 'Mission', type: 'storySection' },
    { name: 'values', title: 'Werte', type: 'valuesSection' },
    { name: 'stats', title: 'Kennzahlen', type: 'statsSection' },
    { name: 'finalCta', title: 'Abschluss-Aufruf', type: 'finalCtaSection' },
  ],
})
