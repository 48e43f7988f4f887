import { ctaFields, templateDownloadFields } from '@repo/sections/lib/query'

/** Everything the shell (header, footer, mobile bar, 404, default metadata) reads from the settings. */
export const siteSettingsFields = /* groq */ `
  brandName,
  contactEmail,
  appLoginUrl,
  appRegisterUrl,
  actions{ demoCall, consultation, ${templateDownloadFields}, application },
  skipLinkLabel,
  navigation{
    companyViewLabel,
    talentViewLabel,
    switchViewLabel,
    howItWorksLabel,
    comparisonLabel,
    pricingLabel,
    resourcesLabel,
    resources[]{ _key, label, description, href },
    loginLabel,
    registerLabel,
    menuLabel,
    openMenuLabel,
    closeMenuLabel,
    homeLabel
  },
  mobileBar{ registerLabel, previewCta{ ${ctaFields} } },
  footer{ tagline, columns[]{ _key, title, links[]{ _key, label, href, talentHref } }, copyright },
  notFound{ title, heading, text, homeLabel },
  preview{ bannerText, exitLabel },
  seo{ siteName, titleTemplate, defaultTitle, defaultDescription, ogImage }
`
