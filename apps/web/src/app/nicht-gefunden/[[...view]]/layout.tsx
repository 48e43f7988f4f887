import type { ReactNode } from 'react'
import { viewOfNotFoundPage } from '@/content/routes'
import { ViewShell } from '../../document'
import '../../site.css'

interface Props {
  children: ReactNode
  params: Promise<{ view?: string[] }>
}

/** The 404 pages' shell, in their view. */
export default async function NotFoundLayout({ children, params }: Props) {
  return <ViewShell view={viewOfNotFoundPage((await params).view)}>{children}</ViewShell>
}
