/** How a sample job pays; the jobs carousel has a label for each. */
export const payModels = [
  { title: 'Fix', value: 'fix' },
  { title: 'Fix + Provision', value: 'fixCommission' },
  { title: 'Hybrid', value: 'hybrid' },
  { title: 'Provision', value: 'commission' },
] as const
