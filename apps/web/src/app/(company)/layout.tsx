import type { ReactNode } from 'react'
import { Shell } from '@/shell/Shell'
import '../site.css'

/** Every route outside /talente: company view. */
export default function CompanyLayout({ children }: { children: ReactNode }) {
  return <Shell view="company">{children}</Shell>
}
