import type { ReactNode } from 'react'
import { Shell } from '@/shell/Shell'
import '../site.css'

/** /talente and everything below it: talent view. */
export default function TalentLayout({ children }: { children: ReactNode }) {
  return <Shell view="talent">{children}</Shell>
}
