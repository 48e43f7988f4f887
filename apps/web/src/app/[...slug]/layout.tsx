import type { ReactNode } from 'react'
import { pathOfSlug } from '@/content/pages'
import { homePath, viewFromPath } from '@/lib/view'
import { ViewShell } from '../document'
import '../site.css'

interface Props {
  children: ReactNode
  params: Promise<{ slug: string[] }>
}

/** The pages' shell, in the view of their path (`/talente` and below: talent), from the params. */
export default async function PagesLayout({ children, params }: Props) {
  const path = pathOfSlug((await params).slug)
  return (
    <ViewShell view={viewFromPath(path)} home={path === homePath}>
      {children}
    </ViewShell>
  )
}
