import { HomeIcon } from '@sanity/icons/Home'
import { landingPageType } from '../lib/landingPage'
import { companyLandingSections } from '../sections'

export const companyLandingPage = landingPageType({
  name: 'companyLandingPage',
  title: 'Startseite Unternehmen',
  icon: HomeIcon,
  sections: companyLandingSections,
})
