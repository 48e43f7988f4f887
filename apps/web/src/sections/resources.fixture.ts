import type { InterviewQuestionsPage, InterviewTipsPage, JobDescriptionPage } from './resourceTypes'

// Resource-page content for component tests, in the shape the page queries return. German copy
// as in the bundled dataset, trimmed to what the tests read.

const role = (key: 'opener' | 'setter' | 'closer', name: string, title: string) => ({
  _id: `roleProfile-${key}`,
  key,
  name,
  title,
})

const roles = [
  role('opener', 'Opener', 'Opener (SDR)'),
  role('setter', 'Setter', 'Setter (Appointment Setter)'),
  role('closer', 'Closer', 'Closer (Account Executive)'),
] as const

const pay = [
  '2.000–3.500 € Fixum pro Monat plus Provision',
  '3.000–4.500 € pro Monat',
  '4.000–6.000 € pro Monat plus 10–20 % vom Dealvolumen',
]

export const jobDescriptionFixture: JobDescriptionPage = {
  hero: {
    eyebrow: 'Jobbeschreibungen',
    heading: 'Opener, Setter, Closer: Welche Sales-Rolle braucht dein Team?',
    text: 'Drei Rollen, ein gemeinsames Ziel: planbarer Umsatz.',
    primaryCta: { label: 'Passende Talente ansehen', action: 'register', href: null },
  },
  roles: {
    eyebrow: 'Die drei Sales-Rollen',
    heading: 'Vom ersten Anruf bis zur Unterschrift',
    text: null,
    navLabel: 'Rollen auf dieser Seite',
    responsibilitiesLabel: 'Aufgaben',
    skillsLabel: 'Skills',
    whenToHireLabel: 'Wann du einstellen solltest',
    metricsLabel: 'Typische Kennzahlen',
    compensationLabel: 'Typische Vergütung',
    profiles: roles.map((r, index) => ({
      ...r,
      subtitle: `Untertitel ${r.name}`,
      description: `Kurzbeschreibung ${r.name}.`,
      detailedDescription: `Ausführliche Beschreibung ${r.name}.`,
      responsibilities: [`Aufgabe ${r.name} 1`, `Aufgabe ${r.name} 2`],
      skills: [`Skill ${r.name}`],
      whenToHire: [`Wann ${r.name}`],
      metrics: [{ _key: 'm1', label: `Kennzahl ${r.name}`, value: `${10 * (index + 1)}–20` }],
      compensation: pay[index] ?? null,
    })),
  },
  finalCta: null,
  seo: null,
}

const question = (key: string, index: number, category: string) => ({
  _id: `interviewQuestion-${key}-${index}`,
  category,
  question: `Frage ${key} ${index}?`,
  why: `Grund ${key} ${index}.`,
})

export const interviewQuestionsFixture: InterviewQuestionsPage = {
  hero: {
    eyebrow: null,
    heading: 'Über 45 Interviewfragen für Opener, Setter und Closer',
    text: 'Strukturierte Fragen je Rolle.',
    primaryCta: {
      label: 'Interview-Vorlage herunterladen',
      action: 'templateDownload',
      href: null,
    },
  },
  questions: {
    eyebrow: 'Fragenkatalog',
    heading: 'Die richtigen Fragen für jede Rolle',
    text: null,
    navLabel: 'Rollen im Fragenkatalog',
    countTemplate: '{count} Fragen',
    whyLabel: 'Warum diese Frage?',
    lookForLabel: 'Darauf achtest du',
    redFlagsLabel: 'Red Flags',
    greenFlagsLabel: 'Green Flags',
    roles: roles.map((r) => ({
      _key: `criteria-${r.key}`,
      role: r,
      lookFor: [`Achten ${r.name}`],
      redFlags: [`Rot ${r.name}`],
      greenFlags: [`Grün ${r.name}`],
      // Categories interleave on purpose: the ranking decides, the first appearance groups.
      questions: [
        question(r.key, 1, 'Motivation'),
        question(r.key, 2, 'Praxis'),
        question(r.key, 3, 'Motivation'),
        question(r.key, 4, 'Praxis'),
        question(r.key, 5, 'Zahlen'),
      ],
    })),
  },
  bestPractices: {
    eyebrow: 'Best Practices',
    heading: 'So führst du bessere Sales-Interviews',
    text: null,
    items: [
      { _key: 'b1', title: 'Gleiche Fragen für alle', text: 'Fair vergleichen.' },
      { _key: 'b2', title: 'Zahlen statt Geschichten', text: 'Kennzahlen erfragen.' },
      { _key: 'b3', title: 'Rollenspiel einplanen', text: 'Praxis zeigen lassen.' },
    ],
  },
  structure: {
    eyebrow: 'Interviewablauf',
    heading: 'Dein Interview in 60 Minuten',
    text: null,
    minutesTemplate: '{start}–{end} Min.',
    segments: [
      [0, 5, 'Begrüßung'],
      [5, 15, 'Werdegang'],
      [15, 35, 'Rollenfragen'],
      [35, 45, 'Rollenspiel'],
      [45, 55, 'Fragen'],
      [55, 60, 'Abschluss'],
    ].map(([startMinute, endMinute, title]) => ({
      _key: `s${startMinute}`,
      startMinute: startMinute as number,
      endMinute: endMinute as number,
      title: title as string,
      text: `${title as string} – Beschreibung.`,
    })),
  },
  finalCta: null,
  seo: null,
}

export const interviewTipsFixture: InterviewTipsPage = {
  hero: null,
  guides: {
    eyebrow: 'Rollen-Guides',
    heading: 'Dein Guide für jede Sales-Rolle',
    text: null,
    navLabel: 'Rollen-Guides auf dieser Seite',
    tipsLabel: 'Tipps für dein Interview',
    questionsLabel: 'Häufige Fragen',
    howToAnswerLabel: 'So antwortest du',
    dosLabel: 'Do’s',
    dontsLabel: 'Don’ts',
    importanceLabels: { critical: 'Kritisch', veryImportant: 'Sehr wichtig', important: 'Wichtig' },
    roles: roles.map((r) => ({
      _key: `guide-${r.key}`,
      role: r,
      intro: `Einleitung ${r.name}.`,
      tips: [
        {
          _key: 't1',
          title: `Zahlen ${r.name}`,
          description: 'Kenne sie.',
          importance: 'critical',
        },
        {
          _key: 't2',
          title: `Pitch ${r.name}`,
          description: 'Übe ihn.',
          importance: 'veryImportant',
        },
        {
          _key: 't3',
          title: `Recherche ${r.name}`,
          description: 'Lies nach.',
          importance: 'important',
        },
      ],
      commonQuestions: [
        { _key: 'q1', question: `Wie arbeitest du als ${r.name}?`, howToAnswer: 'Mit Beispielen.' },
      ],
      dos: [`Do ${r.name}`],
      donts: [`Don’t ${r.name}`],
    })),
  },
  finalCta: null,
  seo: null,
}
