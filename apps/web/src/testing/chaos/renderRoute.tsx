import type { Metadata, ResolvingMetadata } from 'next'
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { loadDataset, type SanityDocument } from '@repo/content'
import { getSiteSettings } from '@/content/settings'
import { viewFromPath } from '@/lib/view'
import { Shell } from '@/shell/Shell'

// Renders a route the way Next composes it (page inside its root layout's shell, plus its
// metadata) in jest, so content fuzzing reaches every page without a build. Content comes from
// whatever `@/content/fetch` the test mocks.

interface PageModule {
  default: (props: { params: Promise<unknown> }) => ReactNode | Promise<ReactNode>
  generateMetadata?: (
    props: { params: Promise<unknown> },
    parent: ResolvingMetadata,
  ) => Promise<Metadata>
}

/** The route module Next picks for a page or legal text, and the params it passes. */
function routeModule(path: string): { load: () => Promise<PageModule>; params: unknown } {
  return {
    load: () => import('@/app/[...slug]/page') as Promise<PageModule>,
    params: { slug: path.slice(1).split('/') },
  }
}

const slugOf = (document: SanityDocument) =>
  (document.slug as { current?: unknown } | undefined)?.current

/** Every page and legal text of the bundled dataset, with the route module that renders it. */
export const chaosRoutes = loadDataset()
  .filter(
    (document) =>
      !document._id.startsWith('drafts.') &&
      ['page', 'legalDocument'].includes(document._type) &&
      typeof slugOf(document) === 'string',
  )
  .map((document) => {
    const path = `/${slugOf(document) as string}`
    return {
      path,
      documentId: document._id,
      view: viewFromPath(path),
      ...routeModule(path),
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
  const props = { params: Promise.resolve(route.params) }
  const metadata = await page.generateMetadata?.(props, rootMetadata)
  try {
    const content = await resolveServerComponents(await page.default(props))
    // The shell is a server component too: rendered as the root layout renders it.
    const settings = await getSiteSettings()
    const tree = await resolveServerComponents(
      Shell({ view: route.view, settings, children: content }),
    )
    return { status: 200, tree, metadata }
  } catch (error) {
    if (isNotFound(error)) return { status: 404, metadata }
    throw error
  }
}
