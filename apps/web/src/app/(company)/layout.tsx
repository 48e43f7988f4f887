import type { ReactNode } from 'react'
import { ViewShell } from '../document'
import '../site.css'

/** The careers openings' shell: the company view. */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  return <ViewShell view="company">{children}</ViewShell>
}
