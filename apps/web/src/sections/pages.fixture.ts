import type { CompanyComparisonPage, HowItWorksPage, TalentComparisonPage } from './pages'

// Content of the how-it-works and comparison pages for component tests, in the shape their
// queries return. German copy as in the bundled dataset, trimmed to what the tests read.

const cta = (
  label: string,
  action: 'register' | 'demoCall' | 'link',
  href: string | null = null,
) => ({
  label,
  action,
  href,
})

export const ctaTargetsFixture = {
  appLoginUrl: 'https://app.salesswipe.example/login',
  appRegisterUrl: 'https://app.salesswipe.example/register',
  actions: {
    demoCall: 'https://termine.salesswipe.example/demo-call',
    consultation: 'https://termine.salesswipe.example/beratung',
    templateDownload: null,
    application: null,
  },
}

const heroFixture: HowItWorksPage['hero'] = {
  eyebrow: 'So funktioniert’s',
  heading: 'Vom ersten Swipe zum neuen Sales-Talent – in durchschnittlich 7 Tagen',
  highlight: 'in durchschnittlich 7 Tagen',
  text: 'SalesSwipe bringt dich mit vorqualifizierten Openern, Settern und Closern zusammen.',
  primaryCta: cta('Kostenlos registrieren', 'register'),
  secondaryCta: cta('Demo-Call buchen', 'demoCall'),
  stats: [
    { _key: 's1', value: 'Ø 7 Tage', label: 'bis zur Einstellung' },
    { _key: 's2', value: '24–48 h', label: 'bis zu den ersten Kandidatenvorschlägen' },
  ],
  note: 'Keine Provision, keine Erfolgsgebühr – monatlich kündbar.',
  nextSteps: null,
}

const stepTitles = [
  'Rolle definieren',
  'KI-Vorschläge erhalten',
  'Profile swipen',
  'Match bei gegenseitigem Interesse',
  'Chatten & Interview führen',
  'Einstellen & Onboarding',
]

const days = ['Tag 0', 'Tag 1', 'Tag 2', 'Tag 3–4', 'Tag 5–6', 'Tag 7+']

export const howItWorksFixture: HowItWorksPage = {
  hero: heroFixture,
  steps: {
    eyebrow: 'Der Ablauf',
    heading: 'In sechs Schritten zur Einstellung',
    text: 'Vom Anlegen deiner Rolle bis zum ersten Arbeitstag.',
    steps: stepTitles.map((title, index) => ({
      _key: `step-${index}`,
      title,
      text: `Erklärung zu „${title}“.`,
    })),
  },
  benefits: {
    eyebrow: 'Deine Vorteile',
    heading: 'Warum Unternehmen mit SalesSwipe schneller einstellen',
    text: null,
    benefits: [
      { _key: 'b1', title: 'Schnell', text: 'Erste Kandidaten in 24–48 Stunden.', icon: 'zap' },
      { _key: 'b2', title: 'Planbare Kosten', text: 'Ein festes Abo.', icon: 'wallet' },
      { _key: 'b3', title: 'Nur echte Matches', text: 'Beidseitiges Interesse.', icon: 'target' },
      { _key: 'b4', title: 'Weniger Aufwand', text: 'Die KI filtert vor.', icon: 'clock' },
    ],
  },
  timeline: {
    eyebrow: '7-Tage-Zeitplan',
    heading: 'Deine erste Woche mit SalesSwipe',
    text: null,
    entries: days.map((day, index) => ({
      _key: `day-${index}`,
      day,
      title: `Etappe ${index + 1}`,
      text: `Was an ${day} passiert.`,
    })),
  },
  matching: {
    eyebrow: 'KI-Matching',
    heading: 'So findet unsere KI die richtigen Talente für dich',
    text: 'Über 50 Datenpunkte aus drei Bereichen.',
    factors: [
      {
        _key: 'f1',
        title: 'Skill-Matching',
        text: 'Rolle, Erfahrung und Erfolge.',
        icon: 'target',
        points: ['Rolle: Opener, Setter oder Closer', 'Branchen- und Produkterfahrung'],
      },
      {
        _key: 'f2',
        title: 'Culture-Fit',
        text: 'Arbeitsweise und Werte.',
        icon: 'heart',
        points: ['Remote, hybrid oder vor Ort'],
      },
      {
        _key: 'f3',
        title: 'Wachstumspotenzial',
        text: 'Wohin sich Talente entwickeln wollen.',
        icon: 'trending-up',
        points: ['Karriereziele und Wunschrolle'],
      },
    ],
    note: 'Ein Match entsteht erst, wenn beide Seiten Interesse zeigen.',
  },
  finalCta: {
    heading: 'Bereit für deine erste Woche mit SalesSwipe?',
    text: 'Registriere dich kostenlos.',
    primaryCta: cta('Kostenlos registrieren', 'register'),
    secondaryCta: cta('Preise ansehen', 'link', '/unternehmen/preise'),
  },
  seo: null,
}

export const companyComparisonFixture: CompanyComparisonPage = {
  hero: heroFixture,
  roiCalculator: {
    eyebrow: 'ROI-Rechner',
    heading: 'Berechne deine Ersparnis',
    text: null,
    salary: {
      label: 'Durchschnittliches Jahresgehalt',
      min: 40000,
      max: 120000,
      step: 5000,
      initial: 60000,
    },
    hires: { label: 'Einstellungen pro Jahr', min: 1, max: 20, step: 1, initial: 3 },
    assumptions: {
      headhunterFeePercent: 20,
      jobBoardsCostPerHire: 2000,
      socialAdsCostPerHire: 3500,
      productPrice: 249.99,
      productPaymentsPerYear: 12,
      daysSavedPerHire: 38,
      revenueSharePercent: 15,
    },
    labels: {
      costsHeading: 'Recruiting-Kosten pro Jahr',
      jobBoards: 'Jobbörsen',
      socialAds: 'Social Ads',
      headhunter: 'Headhunter',
      product: 'SalesSwipe',
      gainsHeading: 'Dein Vorsprung mit SalesSwipe',
      daysSaved: 'Gesparte Tage bis zur Besetzung',
      daysTemplate: '{days} Tage',
      extraRevenue: 'Zusätzlicher Umsatz durch frühere Besetzung',
    },
    assumptionsTemplate:
      'Annahmen: Headhunter {headhunterFee}, Jobbörsen {jobBoardsCost}, Social Ads {socialAdsCost}, SalesSwipe {productPrice} × {productPayments}, {daysSaved} Tage, {revenueShare}.',
  },
  timeToHire: {
    eyebrow: 'Time-to-Hire',
    heading: 'So lange dauert es bis zur Einstellung',
    text: null,
    daysTemplate: '{days} Tage',
    stagesLabel: 'Etappen',
    rows: [
      {
        _key: 'r1',
        method: 'Jobbörsen',
        days: 45,
        stages: ['Anzeige schalten', 'Interviews'],
        isProduct: false,
      },
      {
        _key: 'r2',
        method: 'Social Ads',
        days: 35,
        stages: ['Kampagne aufsetzen'],
        isProduct: false,
      },
      {
        _key: 'r3',
        method: 'Headhunter',
        days: 60,
        stages: ['Briefing', 'Shortlist'],
        isProduct: false,
      },
      {
        _key: 'r4',
        method: 'SalesSwipe',
        days: 7,
        stages: ['KI-Vorschläge', 'Match'],
        isProduct: true,
      },
    ],
  },
  metrics: {
    eyebrow: 'Kennzahlen',
    heading: 'Die wichtigsten Kennzahlen im Überblick',
    text: null,
    headers: {
      metric: 'Kennzahl',
      jobBoards: 'Jobbörsen',
      socialAds: 'Social Ads',
      headhunter: 'Headhunter',
      product: 'SalesSwipe',
    },
    rows: [
      {
        _key: 'm1',
        metric: 'Time-to-Hire',
        jobBoards: 'Ø 45 Tage',
        socialAds: 'Ø 35 Tage',
        headhunter: 'Ø 60 Tage',
        product: 'Ø 7 Tage',
      },
      {
        _key: 'm2',
        metric: 'Vertragsbindung',
        jobBoards: 'pro Anzeige',
        socialAds: 'laufendes Werbebudget',
        headhunter: 'Provision pro Einstellung',
        product: 'monatlich kündbar',
      },
    ],
  },
  finalCta: howItWorksFixture.finalCta,
  seo: null,
}

const rating = (level: 'low' | 'medium' | 'high', text: string) => ({ level, text })

export const talentComparisonFixture: TalentComparisonPage = {
  hero: heroFixture,
  methods: {
    eyebrow: 'Wege zum Job',
    heading: 'Vier Wege zum neuen Sales-Job im Vergleich',
    text: null,
    criteria: {
      transparency: 'Transparenz',
      timeEffort: 'Zeitaufwand',
      successRate: 'Erfolgsquote',
      ghosting: 'Ghosting',
      fitQuality: 'Passgenauigkeit',
      timeToJob: 'Zeit bis zum Job',
    },
    legend: { low: 'Schwach', medium: 'Mittel', high: 'Stark' },
    methods: [
      {
        _key: 'j',
        name: 'Jobbörsen',
        icon: 'search',
        text: 'Du bewirbst dich und wartest.',
        isProduct: false,
        transparency: rating('low', 'Gehalt oft unklar'),
        timeEffort: rating('low', 'Anschreiben für jede Stelle'),
        successRate: rating('low', 'Wenige Rückmeldungen'),
        ghosting: rating('low', 'Häufig gar keine Antwort'),
        fitQuality: rating('medium', 'Schlagwortsuche'),
        timeToJob: rating('low', 'Ø 45 Tage'),
      },
      {
        _key: 's',
        name: 'SalesSwipe',
        icon: 'zap',
        text: 'Ein Match nur bei gegenseitigem Interesse.',
        isProduct: true,
        transparency: rating('high', 'Vergütungsmodell vorab sichtbar'),
        timeEffort: rating('high', 'Profil in 60 Sekunden'),
        successRate: rating('high', '85 % der Matches führen zu einem Interview'),
        ghosting: rating('high', 'Gespräche nur bei beidseitigem Interesse'),
        fitQuality: rating('high', 'KI-Matching'),
        timeToJob: rating('high', 'Ø 7 Tage'),
      },
    ],
  },
  finalCta: howItWorksFixture.finalCta,
  seo: null,
}
