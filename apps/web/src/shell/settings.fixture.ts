import type { SiteSettings } from './settings'

/** Site settings for component tests: every field filled, app on an `.example` host. */
export const settingsFixture: SiteSettings = {
  brandName: 'SalesSwipe',
  contactEmail: 'hallo@salesswipe.example',
  appLoginUrl: 'https://app.salesswipe.example/login',
  appRegisterUrl: 'https://app.salesswipe.example/register',
  actions: {
    demoCall: 'https://cal.salesswipe.example/demo',
    consultation: 'mailto:beratung@salesswipe.example',
    templateDownload: 'https://salesswipe.example/vorlage.pdf',
    application: 'mailto:jobs@salesswipe.example',
  },
  skipLinkLabel: 'Zum Inhalt springen',
  navigation: {
    companyViewLabel: 'Für Unternehmen',
    talentViewLabel: 'Für Talente',
    switchViewLabel: 'Ansicht wählen',
    howItWorksLabel: 'So funktioniert’s',
    comparisonLabel: 'Vergleich',
    pricingLabel: 'Preise',
    resourcesLabel: 'Ressourcen',
    resources: [
      {
        _key: 'a',
        label: 'Jobbeschreibungen',
        description: 'Opener, Setter, Closer',
        href: '/jobbeschreibung',
      },
      {
        _key: 'b',
        label: 'Interviewfragen',
        description: 'Für Unternehmen',
        href: '/interviewfragen',
      },
      { _key: 'c', label: 'Interview-Tipps', description: 'Für Talente', href: '/interview-tipps' },
    ],
    loginLabel: 'Login',
    registerLabel: 'Registrieren',
    openMenuLabel: 'Menü öffnen',
    closeMenuLabel: 'Menü schließen',
    homeLabel: 'Zur Startseite',
  },
  mobileBar: {
    registerLabel: 'Kostenlos registrieren',
    previewCta: {
      label: 'Kein Risiko: Kandidaten kostenlos ansehen',
      action: 'register',
      href: null,
    },
  },
  footer: {
    tagline: 'Sales-Talente und Unternehmen, gematcht per KI.',
    columns: [
      {
        _key: 'product',
        title: 'Produkt',
        links: [
          { _key: 'p', label: 'Preise', href: '/preise', talentHref: null },
          { _key: 'v', label: 'Vergleich', href: '/vergleich', talentHref: null },
          {
            _key: 's',
            label: 'So funktioniert’s',
            href: '/so-funktionierts',
            talentHref: '/talente/so-funktionierts',
          },
        ],
      },
      {
        _key: 'legal',
        title: 'Rechtliches',
        links: [{ _key: 'i', label: 'Impressum', href: '/impressum', talentHref: null }],
      },
    ],
    copyright: '© {year} SalesSwipe',
  },
  notFound: { heading: '404', text: 'Oops! Page not found', homeLabel: 'Zurück zur Startseite' },
  preview: {
    bannerText: 'Vorschau: Du siehst unveröffentlichte Entwürfe.',
    exitLabel: 'Vorschau beenden',
  },
  seo: {
    siteName: 'SalesSwipe',
    titleTemplate: '%s | SalesSwipe',
    defaultTitle: 'SalesSwipe: Sales-Talente per Swipe',
    defaultDescription: 'Die Matching-Plattform für Sales-Recruiting.',
    ogImage: null,
  },
}
