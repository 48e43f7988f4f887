import type { AboutPage, CareersPage, ConciergePage, PricingPage } from './pageTypes'

// Section content of the pricing, concierge, about and careers pages for component tests, in the
// shape their queries return. German copy as in the bundled dataset, trimmed to what tests read.

export { malformed } from './landing.fixture'

const header = (eyebrow: string, heading: string, text: string | null = null) => ({
  eyebrow,
  heading,
  text,
})

export const explanationFixture: NonNullable<PricingPage['explanation']> = {
  ...header('So rechnen wir', 'Transparent von der ersten bis zur letzten Rechnung'),
  items: [
    { _key: 'a', icon: 'eye', title: 'Keine versteckten Kosten', description: 'Keine Provision.' },
    { _key: 'b', icon: 'calendar', title: 'Planbare Kosten', description: 'Alle 4 Wochen.' },
    { _key: 'c', icon: 'trending-up', title: 'ROI durch Geschwindigkeit', description: '7 Tage.' },
    { _key: 'd', icon: 'scale', title: 'Fair Use statt Lock-in-Preise', description: 'Fair.' },
  ],
}

export const launchTipFixture: NonNullable<PricingPage['launchTip']> = {
  icon: 'sparkles',
  eyebrow: 'Tipp',
  heading: 'Sichere dir das Launch-Special, solange es Plätze gibt',
  text: 'Priority gibt es zum Launch-Preis nur für die ersten 500 Unternehmen.',
  cta: { label: 'Launch-Platz sichern', action: 'register', href: null },
}

export const introFixture: NonNullable<ConciergePage['intro']> = {
  ...header('Was ist der Concierge-Service?', 'Recruiting, das für dich erledigt wird'),
  paragraphs: ['Ein fester Ansprechpartner.', 'Er richtet dein Profil ein.'],
  pointsTitle: 'Das übernimmt dein Experte',
  points: ['Setup von Unternehmensprofil, Stellen und KPIs', 'Koordination aller Interviewtermine'],
}

const steps: [string, string][] = [
  ['Kostenloses Erstgespräch', '15 Minuten'],
  ['Buchung & Onboarding', 'Innerhalb von 24h'],
  ['Kickoff-Call', '30 Minuten'],
  ['Setup durch deinen Experten', 'Tag 1–2'],
  ['Scouting & Vorauswahl', 'Tag 2–5'],
  ['Deine Shortlist', 'Tag 5'],
  ['Erste Interviews', 'Bis Tag 7'],
]

export const journeyFixture: NonNullable<ConciergePage['journey']> = {
  ...header('Deine ersten 7 Tage', 'Vom Erstgespräch zum ersten Interview in 7 Tagen'),
  steps: steps.map(([title, duration], index) => ({
    _key: `step-${index}`,
    number: index + 1,
    title,
    duration,
    description: `Beschreibung ${index + 1}.`,
  })),
}

export const comparisonFixture: NonNullable<ConciergePage['comparison']> = {
  ...header('Basic vs. Premium', 'Selbst recruiten oder recruiten lassen?'),
  featureLabel: 'Leistung',
  basicLabel: 'Basic',
  premiumLabel: 'Premium Concierge',
  rows: [
    { _key: 'a', feature: 'Shortlist', basic: '–', premium: '5–10 vorqualifizierte Kandidaten' },
    { _key: 'b', feature: 'Bis zum ersten Interview', basic: 'Offen', premium: '7 Tage' },
  ],
}

export const testimonialsFixture: NonNullable<ConciergePage['testimonials']> = {
  ...header('Stimmen', 'So kann dein Start mit dem Concierge aussehen'),
  note: 'Beispielhafte Stimmen zur Veranschaulichung.',
  items: [
    {
      _key: 'a',
      quote: 'Nach sieben Tagen hatten wir drei Interviews.',
      author: 'Julia Brandt',
      company: 'Nordwind Software GmbH',
      role: 'Head of Sales',
    },
    {
      _key: 'b',
      quote: 'Die Shortlist war auf den Punkt.',
      author: 'Stefan Hofer',
      company: 'Alpenglanz Solar AG',
      role: 'Geschäftsführer',
    },
  ],
}

export const conciergePricingFixture: NonNullable<ConciergePage['pricing']> = {
  ...header('Preis', 'Ein Paket, klare Konditionen'),
  planName: 'Premium Onboarding & Concierge',
  monthlyPrice: 999,
  monthlyLabel: 'pro Monat',
  setupPrice: 499,
  setupLabel: 'einmalige Setup-Gebühr',
  savings: 'Ein fester Monatspreis ohne Provision.',
  features: ['Persönlicher Sales-Recruiting-Experte', 'Kickoff-Call (30 Minuten)'],
  terms: ['Monatlich kündbar, keine Mindestlaufzeit'],
  guarantee: {
    title: 'Setup-Garantie',
    text: 'Findet sich nach 14 Tagen kein passender Kandidat, erstatten wir dir die Setup-Gebühr vollständig.',
  },
  vatNote: 'Alle Preise zzgl. MwSt.',
  primaryCta: { label: 'Concierge buchen', action: 'demoCall', href: null },
  secondaryCta: { label: 'Kostenloses Erstgespräch (15 Min.)', action: 'consultation', href: null },
}

export const valuesFixture: NonNullable<AboutPage['values']> = {
  ...header('Unsere Werte', 'Wofür wir stehen'),
  values: [
    {
      _key: 'a',
      title: 'Loyalität',
      subtitle: 'Wir stehen zu unserem Wort',
      description: 'Vertrauen entsteht, wenn Worte und Taten übereinstimmen.',
      principles: ['Wir halten, was wir versprechen'],
    },
    {
      _key: 'b',
      title: 'Kommunikation',
      subtitle: 'Offen, ehrlich und direkt',
      description: 'Gutes Recruiting lebt von klaren Erwartungen.',
      principles: ['Wir antworten schnell und verbindlich'],
    },
    {
      _key: 'c',
      title: 'Verantwortung & Ownership',
      subtitle: 'Wir übernehmen – von Anfang bis Ende',
      description: 'Wir übernehmen Verantwortung für Ergebnisse.',
      principles: ['Wir treffen Entscheidungen und stehen dafür ein'],
    },
  ],
}

export const statsFixture: NonNullable<AboutPage['stats']> = {
  ...header('In Zahlen', 'SalesSwipe in Zahlen'),
  stats: [
    { _key: 'a', value: '500+', label: 'geprüfte Sales-Profile' },
    { _key: 'b', value: '10.000+', label: 'geführte Interviews' },
    { _key: 'c', value: '4,8/5', label: 'Kundenzufriedenheit' },
  ],
}

export const openingsFixture: NonNullable<CareersPage['openings']> = {
  ...header('Offene Stellen', 'Finde deine Rolle bei uns'),
  departmentLabel: 'Bereich',
  typeLabel: 'Anstellungsart',
  locationLabel: 'Ort',
  applyCta: { label: 'Jetzt bewerben', action: 'application', href: null },
  subjectTemplate: 'Bewerbung als {title}',
  spontaneous: {
    heading: 'Nichts Passendes dabei?',
    text: 'Schick uns deine Initiativbewerbung.',
    cta: { label: 'Initiativ bewerben', action: 'application', href: null },
  },
  items: [
    {
      _id: 'careerOpening-cmo',
      _createdAt: '2025-10-01T08:00:00Z',
      title: 'CMO',
      department: 'Marketing',
      employmentType: 'Vollzeit',
      location: 'München',
      description: 'Du baust unser Marketing-Team auf.',
    },
    {
      _id: 'careerOpening-ux-ui-designer',
      _createdAt: '2025-10-01T08:00:00Z',
      title: 'UX/UI Designer',
      department: 'Produkt',
      employmentType: 'Vollzeit',
      location: 'Remote',
      description: 'Du gestaltest die Erlebnisse von Talenten und Unternehmen.',
    },
  ],
}

export const traitsFixture: NonNullable<CareersPage['traits']> = {
  ...header('Was wir suchen', 'Passt du zu uns?'),
  wantedTitle: 'Das bringst du mit',
  wanted: ['Du übernimmst Verantwortung', 'Du kommunizierst offen'],
  notWantedTitle: 'Das passt nicht zu uns',
  notWanted: ['Du wartest lieber auf Anweisungen', 'Du hältst Informationen zurück'],
}
