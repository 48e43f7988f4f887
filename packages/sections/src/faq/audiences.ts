/** Who a FAQ speaks to; a FAQ section lists the questions of one audience. */
export const faqAudiences = [
  { title: 'Unternehmen', value: 'company' },
  { title: 'Talente', value: 'talent' },
  { title: 'Concierge', value: 'concierge' },
] as const
