import { UsersIcon } from '@sanity/icons/Users'
import { landingPageType } from '../lib/landingPage'
import { talentLandingSections } from '../sections'

export const talentLandingPage = landingPageType({
  name: 'talentLandingPage',
  title: 'Startseite Talente',
  icon: UsersIcon,
  sections: talentLandingSections,
})
