import { stylesheet } from './stylesheet'
import type { ReactNode } from 'react'
import type { SectionIntro } from './LandingSection'
import { hyphenateHeading } from '../lib/hyphenate'

const styles = stylesheet('content-page')

/**
 * The frame of a content page (how-it-works, comparison): bands, container, section headers,
 * buttons, hero and closing panel come from stylesheets loaded once for the whole page, so the
 * sections inside render plain elements with those class names.
 */
export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <div className="content-page">
      {children}
      {styles}
    </div>
  )
}

interface ContentSectionProps {
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  intro: SectionIntro & { heading: string }
  tone?: 'muted'
  children: ReactNode
}

/** A band of a content page: named region, centred header, then the section's body. */
export function ContentSection({ id, intro, tone, children }: ContentSectionProps) {
  return (
    <section id={id} className="band" aria-labelledby={`${id}-heading`} data-tone={tone}>
      <div className="wrap">
        <header className="head">
          {intro.eyebrow ? <p className="eyebrow">{intro.eyebrow}</p> : null}
          <h2 id={`${id}-heading`}>{hyphenateHeading(intro.heading)}</h2>
          {intro.text ? <p className="lead">{intro.text}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
