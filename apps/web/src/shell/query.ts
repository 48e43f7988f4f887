import { ctaFields, ctaTargetsFields, linkFields, siteSettings } from '@repo/sections/lib/query'

/**
 * Everything the shell (header, footer, mobile bar, 404, default metadata) reads from the
 * settings, each setting or group read on its own: a broken one (normalised to null where content
 * is fetched) costs its part of the shell, never the whole.
 */
export const siteSettingsFields = /* groq */ `
  ${ctaTargetsFields},
  "contactEmail": ${siteSettings}.contactEmail,
  "skipLinkLabel": ${siteSettings}.skipLinkLabel,
  "navigation": ${siteSettings}.navigation{
    companyViewLabel,
    talentViewLabel,
    switchViewLabel,
    companyLinks[]{ _key, label, link{ ${linkFields} } },
    talentLinks[]{ _key, label, link{ ${linkFields} } },
    resourcesLabel,
    resources[]{ _key, label, description, link{ ${linkFields} } },
    loginLabel,
    registerLabel,
    menuLabel,
    openMenuLabel,
    closeMenuLabel,
    homeLabel
  },
  "mobileBar": ${siteSettings}.mobileBar{
    companyButtons[]{ _key, ${ctaFields} },
    talentButtons[]{ _key, ${ctaFields} }
  },
  "footer": ${siteSettings}.footer{
    tagline,
    columns[]{
      _key,
      title,
      links[]{ _key, label, link{ ${linkFields} }, talentLink{ ${linkFields} } }
    },
    copyright
  },
  "notFound": ${siteSettings}.notFound{ title, heading, text, homeLabel },
  "preview": ${siteSettings}.preview{ bannerText, exitLabel },
  "seo": ${siteSettings}.seo{ siteName, titleTemplate, defaultTitle, defaultDescription, ogImage }
`
