import type { ReactNode } from 'react'
import styled from 'styled-components'
import { darkToneCss, media, tokens as t } from '@repo/ui'
import { text } from '../guards'
import { pageCtaCss } from '../pageCta/PageCta'
import { pageHeroCss } from '../pageHero/PageHero'
import { ctaLinkCss } from './CtaLink'
import type { SectionIntro } from './LandingSection'

/**
 * The frame of a content page (how-it-works, comparison): bands, container, section headers,
 * buttons, hero and closing panel, styled once for the whole page. Each styled-components
 * instance adds a `<style>` to the HTML and again to the RSC payload, so the sections inside
 * render plain elements with these class names and add at most one styled body each.
 */
export const ContentPage = styled.div`
  .band {
    padding-block: ${t.size.sectionY};
  }

  .band[data-tone='muted'] {
    border-block: 1px solid ${t.color.border};
    background: ${t.color.bgMuted};
  }

  .dark {
    ${darkToneCss}
    background-color: ${t.color.bg};
    color: ${t.color.fg};
  }

  .wrap {
    width: 100%;
    max-width: calc(${t.size.container} + 2 * ${t.size.gutter});
    margin-inline: auto;
    padding-inline: ${t.size.gutter};
  }

  .head {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[4]};
    max-width: 48rem;
    margin: 0 auto clamp(2.5rem, 2rem + 2vw, 4rem);
    text-align: center;
  }

  .head h2 {
    font-size: ${t.fontSize['3xl']};
    line-height: 1.15;
    letter-spacing: ${t.letterSpacing.tight};
  }

  .eyebrow {
    padding: 0.3125rem 0.75rem;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    color: ${t.color.primarySoftFg};
    font-size: 0.8125rem;
    font-weight: ${t.fontWeight.semibold};
  }

  .lead {
    max-width: 40rem;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.lg};
  }

  /* Buttons side by side where they fit, full width and stacked on phones. */
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    width: 100%;
  }

  .actions > * {
    flex: 1 1 14rem;
  }

  ${media.sm} {
    .actions > * {
      flex: 0 0 auto;
    }
  }

  ${ctaLinkCss}
  ${pageHeroCss}
  ${pageCtaCss}

  /* Scroll-driven, no JS; without support, with reduced motion or without JS all stays visible. */
  @supports (animation-timeline: view()) {
    @media (prefers-reduced-motion: no-preference) {
      .band > .wrap > * {
        animation: content-rise linear both;
        animation-timeline: view();
        animation-range: entry 5% entry 60%;
      }
    }
  }

  @keyframes content-rise {
    from {
      transform: translateY(1.5rem);
    }
  }
`

interface ContentSectionProps {
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  intro: SectionIntro & { heading: string }
  tone?: 'muted'
  children: ReactNode
}

/** A band of a content page: named region, centred header, then the section's body. */
export function ContentSection({ id, intro, tone, children }: ContentSectionProps) {
  const eyebrow = text(intro.eyebrow)
  const lead = text(intro.text)
  return (
    <section id={id} className="band" aria-labelledby={`${id}-heading`} data-tone={tone}>
      <div className="wrap">
        <header className="head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={`${id}-heading`}>{intro.heading}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
