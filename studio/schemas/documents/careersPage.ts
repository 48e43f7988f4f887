import { RocketIcon } from '@sanity/icons/Rocket'
import { definePage } from '../lib/page'

/** `/karriere`; the roles are the `careerOpening` documents in their order. */
export const careersPage = definePage({
  name: 'careersPage',
  title: 'Karriere',
  icon: RocketIcon,
  sections: [
    { name: 'hero', title: 'Hero', type: 'heroSection' },
    { name: 'openings', title: 'Offene Stellen', type: 'openingsSection' },
    { name: 'traits', title: 'Was wir suchen', type: 'traitsSection' },
  ],
})
