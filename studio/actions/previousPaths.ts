import { useDocumentOperation, type DocumentActionComponent } from 'sanity'

interface PageVersion {
  slug?: { current?: string }
  previousPaths?: string[]
}

/**
 * The page's former paths once the draft is published, or undefined when they stay as they are:
 * the published path joins them when the draft moves the page, and the new path leaves them (a
 * page moved back does not redirect to itself).
 */
export function previousPathsAfterPublish(
  published: PageVersion | null | undefined,
  draft: PageVersion | null | undefined,
): string[] | undefined {
  const next = draft?.slug?.current
  if (!next) return undefined
  const current = draft?.previousPaths ?? []
  const moved = published?.slug?.current
  const paths = [...new Set([...current, ...(moved && moved !== next ? [moved] : [])])].filter(
    (path) => path !== next,
  )
  const unchanged = paths.length === current.length && paths.every((path, i) => path === current[i])
  return unchanged ? undefined : paths
}

/**
 * Sanity's publish action for pages, which first writes the page's former paths onto the draft:
 * the content itself then tells every instance of the site to redirect the old path, and nobody
 * has to create a redirect by hand.
 */
export function withPreviousPaths(
  publish: DocumentActionComponent,
  useOperation: typeof useDocumentOperation = useDocumentOperation,
): DocumentActionComponent {
  const PublishPage: DocumentActionComponent = (props) => {
    const { patch } = useOperation(props.id, props.type)
    const description = publish(props)
    if (!description) return description
    return {
      ...description,
      onHandle: () => {
        const paths = previousPathsAfterPublish(
          props.published as PageVersion | null,
          props.draft as PageVersion | null,
        )
        if (paths) patch.execute([{ set: { previousPaths: paths } }])
        description.onHandle?.()
      },
    }
  }
  PublishPage.action = publish.action
  return PublishPage
}
