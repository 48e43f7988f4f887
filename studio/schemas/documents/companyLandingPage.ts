import { HomeIcon } from '@sanity/icons/Home'
import { definePage } from '../lib/page'
import { companyLandingSections } from '../sections'

export const companyLandingPage = definePage({
  name: 'companyLandingPage',
  title: 'Startseite Unternehmen',
  icon: HomeIcon,
  sections: companyLandingSections,
})
