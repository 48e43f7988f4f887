import styled from 'styled-components'
import { Eyebrow, darkToneCss, media, tokens as t } from '@repo/ui'
import { CtaButton, ctaTarget, type CtaTargets } from '@/components/CtaButton'
import { text } from '../guards'
import type { Content, JobDescriptionPage } from '../resourceTypes'

// The section's one styled element (plus its button): the look of the UI dark Section.
const Root = styled.section`
  ${darkToneCss}
  position: relative;
  isolation: isolate;
  padding-block: ${t.size.sectionYCompact};
  background-color: ${t.color.bg};
  background-image:
    radial-gradient(60rem 32rem at 85% -10%, rgb(97 82 240 / 0.34), transparent 70%),
    radial-gradient(40rem 26rem at -5% 110%, rgb(255 181 71 / 0.12), transparent 70%);
  color: ${t.color.fg};

  & > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[6]};
    max-width: calc(${t.size.container} + 2 * ${t.size.gutter});
    margin-inline: auto;
    padding-inline: ${t.size.gutter};
  }

  h1 {
    max-width: 52rem;
    font-size: ${t.fontSize['4xl']};
    line-height: ${t.lineHeight.tight};
    letter-spacing: ${t.letterSpacing.tighter};
  }

  .hero-lead {
    max-width: 44rem;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.lg};
  }

  /* Full-width button on phones, natural width from the sm breakpoint. */
  .hero-actions {
    display: flex;
    width: 100%;
  }

  .hero-actions > * {
    flex: 1 1 auto;

    ${media.sm} {
      flex: 0 0 auto;
    }
  }
`

interface ResourceHeroProps {
  /** The same section type opens all three resource pages. */
  content: Content<JobDescriptionPage['hero']>
  targets: CtaTargets | null | undefined
}

/** Opening band of a resource page: the page's h1, a lead text and its one button. */
export function ResourceHero({ content, targets }: ResourceHeroProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const eyebrow = text(content.eyebrow)
  const lead = text(content.text)
  const cta =
    content.primaryCta && ctaTarget(content.primaryCta, targets) ? content.primaryCta : null

  return (
    <Root aria-labelledby="seitenkopf-heading">
      <div>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 id="seitenkopf-heading">{heading}</h1>
        {lead ? <p className="hero-lead">{lead}</p> : null}
        {cta ? (
          <div className="hero-actions">
            <CtaButton cta={cta} targets={targets} size="lg" />
          </div>
        ) : null}
      </div>
    </Root>
  )
}
