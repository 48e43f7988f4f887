import type { ComponentType, ComponentPropsWithoutRef, ReactNode } from 'react'
import { tokens as t } from '@repo/ui'
import { text } from '../guards'
import type { SectionIntro } from './LandingSection'

/** Collapses the whitespace of hand-written CSS. */
const minify = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .trim()

/*
 * The look of the design system's Section, Container, SectionHeader and Reveal for plain elements
 * with `band*` classes. Every band renders the same <style> element (one object, a fixed `href`):
 * React puts it into the page's head once, however many bands the page has, so a band costs no
 * CSS of its own beyond its body's rules (the HTML weight rule).
 */
const bandCss = minify(`
  .band {
    position: relative;
    isolation: isolate;
    padding-block: ${t.size.sectionY};
    background: ${t.color.bg};
    color: ${t.color.fg};
  }
  .band[data-tone='muted'] {
    background: ${t.color.bgMuted};
    border-block: 1px solid ${t.color.border};
  }
  .band-inner {
    width: 100%;
    max-width: calc(${t.size.container} + 2 * ${t.size.gutter});
    margin-inline: auto;
    padding-inline: ${t.size.gutter};
  }
  .band-intro {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[4]};
    max-width: 48rem;
    margin: 0 auto clamp(2.5rem, 2rem + 2vw, 4rem);
    text-align: center;
  }
  .band-eyebrow {
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    padding: 0.3125rem 0.75rem;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    color: ${t.color.primarySoftFg};
    font-size: 0.8125rem;
    font-weight: ${t.fontWeight.semibold};
    line-height: 1.3;
    letter-spacing: 0.02em;
    box-shadow: ${t.shadow.xs};
  }
  .band-eyebrow::before {
    content: '';
    flex: none;
    width: 0.4375rem;
    height: 0.4375rem;
    border-radius: ${t.radius.full};
    background: ${t.color.accent};
    box-shadow: 0 0 0 3px ${t.color.accentSoft};
  }
  .band-heading {
    font-size: ${t.fontSize['3xl']};
    line-height: 1.15;
    letter-spacing: ${t.letterSpacing.tight};
  }
  .band-lead {
    max-width: 40rem;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.lg};
  }
  /* Scroll-driven reveal (no JS); without view timelines or with reduced motion all is shown. */
  @keyframes band-rise {
    from { transform: translateY(1.5rem) scale(0.985); }
    to { transform: none; }
  }
  @supports (animation-timeline: view()) {
    @media (prefers-reduced-motion: no-preference) {
      .band-intro, .band-body {
        animation: band-rise linear both;
        animation-timeline: view();
        animation-range: entry 5% entry 75%;
      }
    }
  }
`)

/** Renders the band rules; React hoists it into the head and keeps one copy per page. */
export const bandStyle = (
  <style href="band" precedence="medium">
    {bandCss}
  </style>
)

export type BandTone = 'default' | 'muted'

interface BandProps {
  /** The section's styled root (`styled.section` with its body's rules). */
  root: ComponentType<ComponentPropsWithoutRef<'section'> & { 'data-tone'?: BandTone }>
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  intro: SectionIntro & { heading: string }
  tone?: BandTone
  children: ReactNode
}

/** A named page region: eyebrow, heading and lead, then the section's body. */
export function Band({ root: Root, id, intro, tone = 'default', children }: BandProps) {
  const headingId = `${id}-heading`
  const eyebrow = text(intro.eyebrow)
  const lead = text(intro.text)
  return (
    <Root id={id} className="band" aria-labelledby={headingId} data-tone={tone}>
      {bandStyle}
      <div className="band-inner">
        <header className="band-intro">
          {eyebrow ? <p className="band-eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="band-heading">
            {intro.heading}
          </h2>
          {lead ? <p className="band-lead">{lead}</p> : null}
        </header>
        <div className="band-body">{children}</div>
      </div>
    </Root>
  )
}
