import { UsersIcon } from '@sanity/icons/Users'
import { definePage } from '../lib/page'
import { talentLandingSections } from '../sections'

export const talentLandingPage = definePage({
  name: 'talentLandingPage',
  title: 'Startseite Talente',
  icon: UsersIcon,
  sections: talentLandingSections,
})
