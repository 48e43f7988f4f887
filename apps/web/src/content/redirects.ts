import { movedPaths } from '@repo/content/paths'
import { viewBasePath } from '@/lib/view'

export interface Redirect {
  /** The path asked for, `/preise`. */
  source: string
  /** Where it is now, `/unternehmen/preise`. */
  destination: string
  /** 308 for a path that moved for good, 307 where it may get a page of its own. */
  permanent: boolean
}

// The root may become a view chooser later, so browsers must not cache its redirect.
const redirects: readonly Redirect[] = [
  { source: '/', destination: viewBasePath.company, permanent: false },
  ...Object.entries(movedPaths).map(([source, destination]) => ({
    source: `/${source}`,
    destination: `/${destination}`,
    permanent: true,
  })),
]

/** The redirect list's entry for a path, if it has one: the proxy answers it (src/proxy.ts). */
export async function redirectFor(path: string): Promise<Redirect | undefined> {
  return redirects.find((redirect) => redirect.source === path)
}
