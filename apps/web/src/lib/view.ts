export type View = 'company' | 'talent'

export const viewBasePath: Record<View, string> = {
  company: '/unternehmen',
  talent: '/talente',
}

/** The talent view covers `/talente` and everything below it; every other path is the company view. */
export function viewFromPath(pathname: string): View {
  return /^\/talente(?:[/?#]|$)/.test(pathname) ? 'talent' : 'company'
}
