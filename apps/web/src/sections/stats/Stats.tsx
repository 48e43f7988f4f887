import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { AboutPage, PageSection } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'

const Root = styled.div`
  .figures {
    display: grid;
    gap: ${t.space[4]};
    max-width: 60rem;
    margin-inline: auto;
  }
  ${media.sm} {
    .figures {
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      gap: ${t.space[6]};
    }
  }
  /* The label comes first in the markup (dt before dd) but reads second. */
  .figures > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${t.space[2]};
    padding: clamp(1.5rem, 1rem + 1.5vw, 2rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    text-align: center;
  }
  .figures dd {
    color: ${t.color.primarySoftFg};
    font-size: ${t.fontSize['4xl']};
    font-weight: ${t.fontWeight.bold};
    line-height: 1.05;
    letter-spacing: ${t.letterSpacing.tighter};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .figures dt {
    color: ${t.color.fgMuted};
  }
`

interface StatsProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<AboutPage, 'stats'>
  tone?: BandTone
}

/** Key figures as written in content (`10.000+`, `4,8/5`). */
export function Stats({ id, content, tone }: StatsProps) {
  const heading = text(content?.heading)
  const stats = entries(content?.stats).filter((stat) => text(stat.value) && text(stat.label))
  if (!content || !heading || stats.length === 0) return null

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <dl className="figures">
        {stats.map((stat) => (
          <div key={stat._key}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Band>
  )
}
