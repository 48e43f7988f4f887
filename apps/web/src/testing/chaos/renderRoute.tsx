import type { Metadata, ResolvingMetadata } from 'next'
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import type { View } from '@/lib/view'
import { siteRoutes } from '@/seo/routes'
import { Shell } from '@/shell/Shell'

// Renders a route the way Next composes it (page inside its group's shell, plus its metadata) in
// jest, so content fuzzing reaches every page without a build. Content comes from whatever
// `@/lib/content` the test mocks.

interface PageModule {
  default: () => ReactNode | Promise<ReactNode>
  generateMetadata?: (props: unknown, parent: ResolvingMetadata) => Promise<Metadata>
}

const pages: Record<string, () => Promise<PageModule>> = {
  '/unternehmen': () => import('@/app/(company)/unternehmen/page'),
  '/unternehmen/preise': () => import('@/app/(company)/unternehmen/preise/page'),
  '/unternehmen/onboarding-concierge': () =>
    import('@/app/(company)/unternehmen/onboarding-concierge/page'),
  '/unternehmen/so-funktionierts': () =>
    import('@/app/(company)/unternehmen/so-funktionierts/page'),
  '/unternehmen/vergleich': () => import('@/app/(company)/unternehmen/vergleich/page'),
  '/talente': () => import('@/app/(talent)/talente/page'),
  '/talente/so-funktionierts': () => import('@/app/(talent)/talente/so-funktionierts/page'),
  '/talente/vergleich': () => import('@/app/(talent)/talente/vergleich/page'),
  '/jobbeschreibung': () => import('@/app/(company)/jobbeschreibung/page'),
  '/interviewfragen': () => import('@/app/(company)/interviewfragen/page'),
  '/interview-tipps': () => import('@/app/(company)/interview-tipps/page'),
  '/ueber-uns': () => import('@/app/(company)/ueber-uns/page'),
  '/karriere': () => import('@/app/(company)/karriere/page'),
  '/impressum': () => import('@/app/(company)/impressum/page'),
  '/datenschutz': () => import('@/app/(company)/datenschutz/page'),
  '/agb': () => import('@/app/(company)/agb/page'),
  '/security': () => import('@/app/(company)/security/page'),
  '/cookies': () => import('@/app/(company)/cookies/page'),
}

/** Every registered route (src/seo/routes.ts); a route missing above fails here. */
export const chaosRoutes = siteRoutes.map((route) => {
  const load = pages[route.path]
  if (!load) throw new Error(`renderRoute knows no page module for ${route.path}`)
  return {
    ...route,
    view: (route.path.startsWith('/talente') ? 'talent' : 'company') as View,
    load,
  }
})

const isAsyncComponent = (type: unknown): type is (props: unknown) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction'

/**
 * Runs the server components (async functions) of a tree, as the RSC renderer would, so the rest
 * can render in jsdom. Client and plain components stay elements.
 */
export async function resolveServerComponents(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServerComponents))
  if (!isValidElement(node)) return node
  const element = node as ReactElement<{ children?: ReactNode }>
  if (isAsyncComponent(element.type)) {
    return resolveServerComponents(await element.type(element.props))
  }
  const { children } = element.props
  if (children === undefined) return element
  const resolved = await resolveServerComponents(children)
  return Array.isArray(resolved)
    ? cloneElement(element, undefined, ...(resolved as ReactNode[]))
    : cloneElement(element, undefined, resolved)
}

const rootMetadata = Promise.resolve({
  openGraph: { siteName: 'SalesSwipe', locale: 'de_DE' },
  twitter: { card: 'summary' },
}) as unknown as ResolvingMetadata

/** `next/navigation`'s notFound(): the route answers 404. */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { digest?: unknown }).digest).includes('404')

export type RouteResult =
  | { status: 200; tree: ReactNode; metadata: Metadata | undefined }
  | { status: 404; metadata: Metadata | undefined }

/** A route's page inside its shell with server components resolved, and its metadata. */
export async function renderRoute(route: (typeof chaosRoutes)[number]): Promise<RouteResult> {
  const page = await route.load()
  const metadata = await page.generateMetadata?.({}, rootMetadata)
  try {
    const content = await resolveServerComponents(await page.default())
    const tree = await resolveServerComponents(<Shell view={route.view}>{content}</Shell>)
    return { status: 200, tree, metadata }
  } catch (error) {
    if (isNotFound(error)) return { status: 404, metadata }
    throw error
  }
}
