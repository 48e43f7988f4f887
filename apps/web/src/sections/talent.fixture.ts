import type { TalentLandingPage } from './types'

// Talent landing-page content for component tests, in the shape the talent query returns. German
// copy as in the bundled dataset, trimmed to what the tests read.

const role = (
  key: 'opener' | 'setter' | 'closer',
  title: string,
  skills: string[],
  pay: string,
) => ({
  _id: `roleProfile-${key}`,
  key,
  title,
  skills,
  compensation: pay,
})

type Jobs = NonNullable<TalentLandingPage['jobsCarousel']>['jobs']

const payModels = ['fixCommission', 'hybrid', 'fix', 'commission'] as const

export const jobsFixture: Jobs = [
  'Nordwind Software',
  'Sonnenfeld Energie',
  'Pfeilspitze Consulting',
  'Kapitalkompass',
  'Bergblick Reisen',
  'Medivo Health',
  'Lernwerk Akademie',
  'Datenhafen Cloud',
  'Rheinkontor Versicherungen',
].map((company, index) => ({
  _id: `sampleJob-${index + 1}`,
  company,
  logo: {
    asset: {
      _ref: `image-${String(index).padStart(40, 'b')}-160x160-webp`,
      _type: 'reference',
    },
    crop: null,
    hotspot: null,
    alt: `Logo von ${company} (Beispiel)`,
  },
  role: ['Closer', 'Setter', 'Opener'][index % 3] ?? null,
  industry: index === 0 ? 'B2B-SaaS' : 'Versicherungen',
  payModel: payModels[index % payModels.length] ?? null,
  oteRange: index === 0 ? '80.000–100.000 €' : '40.000–50.000 €',
  location: index % 2 === 1 ? 'Remote' : 'Berlin',
}))

export const talentFixture: TalentLandingPage = {
  hero: {
    eyebrow: 'Für Sales-Talente – 100 % kostenlos',
    heading: 'Finde deinen nächsten Sales-Job in 7 Tagen',
    highlight: 'in 7 Tagen',
    text: 'Leg dein Profil in 60 Sekunden an.',
    primaryCta: { label: 'Kostenlos registrieren', action: 'register', href: null },
    secondaryCta: { label: 'Beispiel-Jobs ansehen', action: 'link', href: '/talente#jobs' },
    stats: null,
    note: 'Für Talente immer kostenlos',
    nextSteps: {
      heading: 'Deine nächsten Schritte',
      steps: [
        { _key: 'n1', title: 'Kostenlos registrieren', text: 'Ganz ohne Anschreiben.' },
        { _key: 'n2', title: 'Profil in 60 Sekunden', text: 'Track Record und Skills.' },
        { _key: 'n3', title: 'Erste Intros in 24–48 h', text: 'Bei einem Match chattet ihr.' },
      ],
    },
  },
  roleCards: {
    eyebrow: 'Deine Rolle',
    heading: 'Opener, Setter oder Closer – welche Rolle passt zu dir?',
    text: null,
    skillsLabel: 'Das bringst du mit',
    compensationLabel: 'Typische Vergütung',
    cards: [
      {
        _key: 'c1',
        text: 'Du eröffnest Gespräche.',
        role: role(
          'opener',
          'Opener (SDR)',
          ['Souveräne Gesprächseröffnung'],
          '2.000–3.500 € Fixum pro Monat plus Provision',
        ),
      },
      {
        _key: 'c2',
        text: 'Du machst aus Interesse feste Termine.',
        role: role('setter', 'Setter (Appointment Setter)', ['Terminmanagement'], '3.000–4.500 €'),
      },
      {
        _key: 'c3',
        text: 'Du bringst Deals zum Abschluss.',
        role: role(
          'closer',
          'Closer (Account Executive)',
          ['Verhandlungsführung', 'Präsentationsstärke'],
          '4.000–6.000 € pro Monat plus 10–20 % vom Dealvolumen',
        ),
      },
    ],
  },
  jobsCarousel: {
    eyebrow: 'Top-Jobs',
    heading: 'Top-Jobs für Sales-Talente',
    text: 'Die gezeigten Jobs sind Beispieldaten.',
    sampleLabel: 'Beispiel',
    previousLabel: 'Vorherige Jobs',
    nextLabel: 'Nächste Jobs',
    slideLabelTemplate: '{index} von {count}',
    industryLabel: 'Branche',
    payModelLabel: 'Vergütung',
    oteLabel: 'OTE',
    locationLabel: 'Ort',
    payModelLabels: {
      fix: 'Fix',
      fixCommission: 'Fix + Provision',
      hybrid: 'Hybrid',
      commission: 'Provision',
    },
    jobs: jobsFixture,
  },
  start: {
    eyebrow: 'In drei Schritten startklar',
    heading: 'So startest du mit SalesSwipe',
    text: null,
    steps: [
      { _key: 's1', title: 'Kostenlos registrieren', duration: '1 Minute', text: 'x', points: [] },
      { _key: 's2', title: 'Profil anlegen', duration: '60 Sekunden', text: 'x', points: [] },
      { _key: 's3', title: 'Intros erhalten', duration: '24–48 Stunden', text: 'x', points: [] },
    ],
  },
  benefits: {
    eyebrow: 'Deine Vorteile',
    heading: 'Jobsuche, wie sie sein sollte',
    text: null,
    benefits: [
      {
        _key: 'b1',
        title: 'Kein Bewerbungsstress',
        text: 'Dein Profil ist deine Bewerbung.',
        icon: 'smile',
      },
      { _key: 'b2', title: 'Speed', text: 'Erste Intros in 24–48 Stunden.', icon: 'zap' },
      { _key: 'b3', title: 'Fair & transparent', text: 'OTE vorab.', icon: 'scale' },
      {
        _key: 'b4',
        title: 'Privat bis zum Match',
        text: 'Dein Profil bleibt privat.',
        icon: 'lock',
      },
    ],
  },
  matching: {
    eyebrow: 'So funktioniert das Matching',
    heading: 'Swipen statt bewerben',
    text: null,
    steps: [
      { _key: 'm1', title: 'Profil erstellen', text: 'In 60 Sekunden.', icon: 'user' },
      {
        _key: 'm2',
        title: 'KI-Vorschläge swipen',
        text: 'Wie in einer Dating-App.',
        icon: 'heart',
      },
      { _key: 'm3', title: 'Direkt chatten', text: 'Nach dem Match.', icon: 'message-circle' },
    ],
  },
  comparison: {
    eyebrow: 'Vergleich',
    heading: 'Jobbörse, Headhunter oder SalesSwipe?',
    text: null,
    columns: [
      { _key: 'c1', label: 'Jobbörsen', isProduct: false },
      { _key: 'c2', label: 'Headhunter', isProduct: false },
      { _key: 'c3', label: 'SalesSwipe', isProduct: true },
    ],
    rows: [
      'Transparenz',
      'Zeitaufwand',
      'Erfolgsquote',
      'Ghosting',
      'Passgenauigkeit',
      'Zeit bis zum Job',
    ].map((criterion, row) => ({
      _key: `r${row}`,
      criterion,
      cells: [
        { _key: 'a', level: 'low' as const, text: `Jobbörsen ${row}` },
        { _key: 'b', level: 'medium' as const, text: `Headhunter ${row}` },
        { _key: 'c', level: 'high' as const, text: `SalesSwipe ${row}` },
      ],
    })),
    legend: { low: 'Schwach', medium: 'Mittel', high: 'Stark' },
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Häufige Fragen von Talenten',
    text: null,
    items: [],
  },
  finalCta: {
    heading: 'Bereit für deinen nächsten Sales-Job?',
    text: null,
    primaryCta: { label: 'Jetzt kostenlos registrieren', action: 'register', href: null },
    secondaryCta: null,
  },
  seo: { title: 'Sales-Jobs in 7 Tagen finden', description: null, ogImage: null, noIndex: null },
}
