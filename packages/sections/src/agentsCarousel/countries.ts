/**
 * The countries an agent can come from (ISO 3166-1 alpha-2 codes); each has a flag in
 * AgentCard.css. Drawn by the site, not as emoji: emoji flags are empty boxes on Linux and letter
 * pairs on Windows.
 */
export const agentCountries = [
  { title: 'Deutschland', value: 'DE' },
  { title: 'Österreich', value: 'AT' },
  { title: 'Schweiz', value: 'CH' },
  { title: 'Liechtenstein', value: 'LI' },
  { title: 'Luxemburg', value: 'LU' },
  { title: 'Niederlande', value: 'NL' },
  { title: 'Polen', value: 'PL' },
  { title: 'Tschechien', value: 'CZ' },
  { title: 'Italien', value: 'IT' },
] as const

export type AgentCountryCode = (typeof agentCountries)[number]['value']
