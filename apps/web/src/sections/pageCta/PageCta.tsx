import { css } from 'styled-components'
import { tokens as t } from '@repo/ui'
import type { CtaTargets } from '@/components/CtaButton'
import { text } from '../guards'
import { CtaLink } from '../shared/CtaLink'
import type { CompanyLandingPage } from '../types'

/** The closing panel's styles, written once into the page frame (ContentPage) that renders it. */
export const pageCtaCss = css`
  .page-cta .panel {
    display: grid;
    justify-items: center;
    gap: ${t.space[6]};
    padding: clamp(2.5rem, 1.5rem + 5vw, 5rem) clamp(1.5rem, 1rem + 4vw, 4rem);
    border-radius: ${t.radius.xl};
    background-image: radial-gradient(40rem 20rem at 100% 0%, rgb(97 82 240 / 0.45), #0000 70%);
    text-align: center;
    box-shadow: ${t.shadow.xl};
  }

  .page-cta h2 {
    font-size: ${t.fontSize['3xl']};
    line-height: 1.15;
    letter-spacing: ${t.letterSpacing.tight};
  }

  .page-cta .actions {
    justify-content: center;
  }
`

interface PageCtaProps {
  content: CompanyLandingPage['finalCta'] | undefined
  targets: CtaTargets | null | undefined
}

/** Closing call to action of a content page: a dark panel with up to two buttons. */
export function PageCta({ content, targets }: PageCtaProps) {
  const heading = text(content?.heading)
  if (!content || !heading) return null
  const lead = text(content.text)

  return (
    <section className="band page-cta" aria-labelledby="abschluss-heading">
      <div className="wrap">
        <div className="panel dark">
          <h2 id="abschluss-heading">{heading}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
          <div className="actions">
            <CtaLink cta={content.primaryCta} targets={targets} variant="primary" />
            <CtaLink cta={content.secondaryCta} targets={targets} variant="secondary" />
          </div>
        </div>
      </div>
    </section>
  )
}
