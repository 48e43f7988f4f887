import styled from 'styled-components'
import { Icon, Reveal, Section, isIconName, media, tokens as t } from '@repo/ui'
import { CtaButton, type CtaTargets } from '@/components/CtaButton'
import { text } from '../guards'
import type { PageSection, PricingPage } from '../pageTypes'

/* The panel carries the heading (no section header); one styled element for its parts. */
const Root = styled.div`
  .panel {
    display: grid;
    gap: ${t.space[4]};
    align-items: center;
    max-width: 60rem;
    margin-inline: auto;
    padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
    border: 1px dashed ${t.color.accentText};
    border-radius: ${t.radius.xl};
    background: ${t.color.accentSoft};
  }
  ${media.md} {
    .panel {
      grid-template-columns: auto minmax(0, 1fr) auto;
      gap: ${t.space[6]};
    }
  }
  .tile {
    display: inline-grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: ${t.radius.full};
    background: ${t.color.accent};
    color: ${t.color.accentFg};
    font-size: 1.5rem;
  }
  .copy {
    display: grid;
    gap: ${t.space[2]};
  }
  .eyebrow {
    color: ${t.color.accentSoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.bold};
    letter-spacing: ${t.letterSpacing.wide};
    text-transform: uppercase;
  }
  .copy h2 {
    font-size: ${t.fontSize.xl};
  }
  .copy p:last-child {
    color: ${t.color.fgMuted};
  }
`

interface CalloutProps {
  /** Anchor id; the heading gets `<id>-heading` and names the region. */
  id: string
  content: PageSection<PricingPage, 'launchTip'>
  targets: CtaTargets | null | undefined
}

/** A highlighted tip between sections, with an optional button. */
export function Callout({ id, content, targets }: CalloutProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const headingId = `${id}-heading`

  return (
    <Section id={id} spacing="compact" aria-labelledby={headingId}>
      <Reveal>
        <Root>
          <div className="panel">
            {isIconName(content.icon) ? (
              <span className="tile">
                <Icon name={content.icon} />
              </span>
            ) : null}
            <div className="copy">
              {text(content.eyebrow) ? <p className="eyebrow">{content.eyebrow}</p> : null}
              <h2 id={headingId}>{heading}</h2>
              {text(content.text) ? <p>{content.text}</p> : null}
            </div>
            <CtaButton cta={content.cta} targets={targets} size="lg" />
          </div>
        </Root>
      </Reveal>
    </Section>
  )
}
