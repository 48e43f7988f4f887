import type { SectionComponent, SectionContext } from './props'
import { sectionComponents } from './registry'
import type { PageSection, SectionType } from './types'

/**
 * A page's sections in their order, each drawn by its type's component with its content and the
 * page's context. A section of a type this build does not know (a newer Studio) is left out, as is
 * one marked hidden (the query drops it) and a broken entry that is no section at all.
 * Each sits in a plain block named by its type (no box of its own in block flow), so the Studio's
 * insert-menu previews (studio/scripts/section-previews.ts) find one of every type on the pages;
 * `ui-section-slot` keeps the bands after the first rendered lazily (@repo/ui classes.ts).
 */
export function Sections({
  sections,
  context,
}: {
  sections: readonly PageSection[]
  context: SectionContext
}) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = sectionComponents[section._type] as
          SectionComponent<SectionType> | undefined
        return Component ? (
          <div key={index} className="ui-section-slot" data-section-type={section._type}>
            <Component content={section} {...context} />
          </div>
        ) : null
      })}
    </>
  )
}
