export type View = 'company' | 'talent'

export const viewBasePath: Record<View, string> = {
  company: '/unternehmen',
  talent: '/talente',
}

/** The site's home page, where the root leads (content/redirects.ts). */
export const homePath = viewBasePath.company

/** The talent view covers `/talente` and everything below it; every other path is the company view. */
export function viewFromPath(pathname: string): View {
  return /^\/talente(?:[/?#]|$)/.test(pathname) ? 'talent' : 'company'
}
