import type { ReactNode } from 'react'
import { css, keyframes } from 'styled-components'
import { tokens as t } from '@repo/ui'
import { text } from '../guards'
import type { SectionIntro } from './LandingSection'

/*
 * A page band as plain markup styled by ONE rule set: the resource sections include `bandCss` in
 * their single styled root, so a section emits one `<style>` instead of the eight that the UI
 * Section, Container, SectionHeader (eyebrow, heading, lead) and two Reveals emit per instance.
 * It reproduces their look (tokens, spacing, scroll-driven reveal); see the weight rule in the
 * team brief.
 */

const rise = keyframes`
  from {
    transform: translateY(1.5rem) scale(0.985);
  }
  to {
    transform: none;
  }
`

/** The UI Eyebrow's look for a plain `.band-eyebrow` element. */
export const eyebrowCss = css`
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
`

/** Section band, centred container, header and reveal for `Band` markup. */
export const bandCss = css`
  position: relative;
  isolation: isolate;
  padding-block: ${t.size.sectionY};
  background: ${t.color.bg};
  color: ${t.color.fg};

  &.band-muted {
    border-block: 1px solid ${t.color.border};
    background: ${t.color.bgMuted};
  }

  & > .band-inner {
    width: 100%;
    max-width: calc(${t.size.container} + 2 * ${t.size.gutter});
    margin-inline: auto;
    padding-inline: ${t.size.gutter};
  }

  .band-head {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[4]};
    max-width: 48rem;
    margin: 0 auto clamp(2.5rem, 2rem + 2vw, 4rem);
    text-align: center;
  }

  .band-head h2 {
    font-size: ${t.fontSize['3xl']};
    line-height: 1.15;
    letter-spacing: ${t.letterSpacing.tight};
  }

  .band-lead {
    max-width: 40rem;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.lg};
  }

  ${eyebrowCss}

  /* Hidden start state only where view timelines work and motion is welcome (never without JS). */
  @supports (animation-timeline: view()) {
    @media (prefers-reduced-motion: no-preference) {
      .band-head,
      .band-body {
        animation: ${rise} linear both;
        animation-timeline: view();
        animation-range: entry 5% entry 75%;
      }
    }
  }
`

interface BandLayoutProps {
  /** Id of the h2; the section root names itself with `aria-labelledby` pointing here. */
  headingId: string
  intro: SectionIntro & { heading: string }
  children: ReactNode
}

/** The inside of a band: container, header (eyebrow, h2, lead) and body. */
export function BandLayout({ headingId, intro, children }: BandLayoutProps) {
  const eyebrow = text(intro.eyebrow)
  const lead = text(intro.text)
  return (
    <div className="band-inner">
      <header className="band-head">
        {eyebrow ? <p className="band-eyebrow">{eyebrow}</p> : null}
        <h2 id={headingId}>{intro.heading}</h2>
        {lead ? <p className="band-lead">{lead}</p> : null}
      </header>
      <div className="band-body">{children}</div>
    </div>
  )
}
