'use client'

/*
 * The shell's client islands behind one client boundary. Turbopack gives every client module a
 * layout reaches its own chunk, plus one per layout and not-found file holding copies of them:
 * imported from their own files, these cost extra requests on every page (the root layout's chunk
 * with RouteEffects; the header's islands and NotFoundLogger once each on their own and once
 * together for global-not-found). Imported only from here, they all ship in the root layout's chunk.
 */
export { CurrentPageLink } from './CurrentPageLink'
export { MobileMenuIsland } from './MobileMenuIsland'
export { NotFoundLogger } from './NotFoundLogger'
export { ResourcesMenuIsland } from './ResourcesMenuIsland'
export { RouteEffects } from './RouteEffects'
