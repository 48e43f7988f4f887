import { Fragment } from 'react'
import { entries } from './guards'
import { sectionComponents, type SectionContext } from './registry'
import type { PageSection } from './types'

/**
 * A page's sections in their order, each drawn by its type's component. A section of a type this
 * build does not know (a newer Studio) is left out, as is one marked hidden (the query drops it)
 * and a broken entry that is no section at all.
 */
export function Sections({
  sections,
  context,
}: {
  sections: readonly PageSection[] | null | undefined
  context: SectionContext
}) {
  return (
    <>
      {entries(sections).map((section) => {
        const render = sectionComponents[section._type] as
          ((section: PageSection, context: SectionContext) => React.ReactNode) | undefined
        return render ? <Fragment key={section._key}>{render(section, context)}</Fragment> : null
      })}
    </>
  )
}
