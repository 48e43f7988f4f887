/** The small app scenes a how-it-works step can show; editors pick one per step. */
export const stepIllustrations = [
  { value: 'profile', title: 'Profil anlegen' },
  { value: 'role', title: 'Rolle oder Wünsche festlegen' },
  { value: 'suggestions', title: 'KI-Vorschläge' },
  { value: 'swipe', title: 'Swipen' },
  { value: 'match', title: 'Match' },
  { value: 'chat', title: 'Chat' },
  { value: 'hire', title: 'Einstellung & Start' },
] as const

export type StepIllustration = (typeof stepIllustrations)[number]['value']
