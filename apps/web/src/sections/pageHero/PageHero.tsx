import { css } from 'styled-components'
import { Icon, media, tokens as t } from '@repo/ui'
import type { CtaTargets } from '@/components/CtaButton'
import { entries, text } from '../guards'
import { splitHighlight } from '../hero/highlight'
import { CtaLink } from '../shared/CtaLink'
import type { CompanyLandingPage } from '../types'

/** The hero's styles, written once into the page frame (ContentPage) that renders it. */
export const pageHeroCss = css`
  .page-hero {
    padding-block: clamp(3.5rem, 2.5rem + 5vw, 6.5rem);
    background-image:
      radial-gradient(60rem 32rem at 85% -10%, rgb(97 82 240 / 0.34), transparent 70%),
      radial-gradient(40rem 26rem at -5% 110%, rgb(255 181 71 / 0.12), transparent 70%);
  }

  .page-hero > .wrap {
    display: grid;
    gap: ${t.space[12]};
    align-items: center;
  }

  .page-hero .copy {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[6]};
  }

  .page-hero h1 {
    font-size: ${t.fontSize['4xl']};
    line-height: ${t.lineHeight.tight};
    letter-spacing: ${t.letterSpacing.tighter};
  }

  .page-hero .hl {
    background: linear-gradient(100deg, ${t.color.highlightFrom}, ${t.color.highlightTo});
    background-clip: text;
    color: transparent;
    box-decoration-break: clone;
  }

  .page-hero .note {
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .page-hero .note svg {
    flex: none;
    color: ${t.color.successSoftFg};
  }

  /* The label comes first in the markup (dt before dd) but reads second. */
  .stats {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${t.space[3]};
  }

  .stats > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${t.space[1]};
    padding: clamp(1rem, 0.75rem + 1vw, 1.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: rgb(255 255 255 / 0.04);
  }

  .stats dt {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.4;
  }

  .stats dd {
    font-size: ${t.fontSize['2xl']};
    font-weight: ${t.fontWeight.bold};
    line-height: 1.1;
    white-space: nowrap;
  }

  .stats > :first-child dd {
    color: ${t.color.accentText};
  }

  ${media.lg} {
    .page-hero > .wrap {
      grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
      gap: ${t.space[16]};
    }
  }
`

interface PageHeroProps {
  content: CompanyLandingPage['hero'] | undefined
  targets: CtaTargets | null | undefined
}

/** The opening band of a content page: its h1, lead, up to two buttons, a note and key figures. */
export function PageHero({ content, targets }: PageHeroProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const [before, highlighted, after] = splitHighlight(heading, text(content.highlight))
  const stats = entries(content.stats).filter((stat) => text(stat.value) && text(stat.label))
  const eyebrow = text(content.eyebrow)
  const lead = text(content.text)
  const note = text(content.note)

  return (
    <section className="page-hero dark" aria-labelledby="hero-heading">
      <div className="wrap">
        <div className="copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="hero-heading">
            {before}
            {highlighted ? <span className="hl">{highlighted}</span> : null}
            {after}
          </h1>
          {lead ? <p className="lead">{lead}</p> : null}
          <div className="actions">
            <CtaLink cta={content.primaryCta} targets={targets} variant="primary" />
            <CtaLink cta={content.secondaryCta} targets={targets} variant="outline" />
          </div>
          {note ? (
            <p className="note">
              <Icon name="check-circle" />
              {note}
            </p>
          ) : null}
        </div>
        {stats.length > 0 ? (
          <dl className="stats">
            {stats.map((stat) => (
              <div key={stat._key}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  )
}
