import { css } from 'styled-components'
import { tokens as t } from '@repo/ui'
import { imageProps } from '@/lib/image'
import { entries, strings, text } from '../guards'
import type { SectionContent } from '../types'

export type AgentContent = NonNullable<SectionContent<'agentsCarousel'>>['agents'][number]

/** The card's widest width (19rem); the image helper adds the 2× source. */
const IMAGE_WIDTH = 304
const IMAGE_SIZES = '(min-width: 40em) 19rem, 80vw'

/**
 * The cards' styles, included once by the carousel around them: twenty cards of plain elements
 * cost no style tags of their own (styled components emit one per instance in server output).
 */
export const agentCardStyles = css`
  .agent {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }

  .agent > img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${t.color.bgMuted};
  }

  .agent-body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${t.space[4]};
    padding: ${t.space[5]};
  }

  .agent-head {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    gap: ${t.space[1]} ${t.space[3]};
  }

  .agent h3 {
    font-size: ${t.fontSize.lg};
    line-height: ${t.lineHeight.snug};
  }

  .agent-country {
    grid-column: 1;
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .agent-role {
    grid-column: 2;
    grid-row: 1;
    padding: 0.25rem 0.625rem;
    border-radius: ${t.radius.full};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: 0.8125rem;
    font-weight: ${t.fontWeight.semibold};
    line-height: 1.3;
    white-space: nowrap;
  }

  .agent-label {
    margin-block-end: ${t.space[2]};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.xs};
    font-weight: ${t.fontWeight.semibold};
    letter-spacing: ${t.letterSpacing.wide};
    text-transform: uppercase;
  }

  .agent ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .agent li {
    padding: 0.125rem 0.5rem;
    border-radius: ${t.radius.sm};
    background: ${t.color.bgMuted};
    color: ${t.color.fg};
    font-size: 0.8125rem;
    line-height: 1.5;
  }

  /* The track record sits at the bottom, so records line up across cards of unequal height. */
  .agent-record {
    margin-block-start: auto;
  }

  .agent dl {
    display: grid;
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
  }

  /* One figure per line, label left and value right; the label comes first (dt before dd). */
  .agent dl > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${t.space[3]};
    padding-block: ${t.space[2]};
  }

  .agent dl > div + div {
    border-top: 1px solid color-mix(in srgb, ${t.color.primary} 14%, transparent);
  }

  .agent dt {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .agent dd {
    margin: 0;
    color: ${t.color.primarySoftFg};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`

interface AgentCardProps {
  agent: AgentContent
  skillsLabel?: string
  trackRecordLabel?: string
}

/** One sample agent: picture, name, country, role, skills and track record. */
export function AgentCard({ agent, skillsLabel, trackRecordLabel }: AgentCardProps) {
  const image = imageProps(agent.image, { width: IMAGE_WIDTH, sizes: IMAGE_SIZES })
  const country = text(agent.country)
  const flag = text(agent.flag)
  const role = text(agent.role)
  const skills = strings(agent.skills)
  const record = entries(agent.trackRecord).filter((item) => text(item.label) && text(item.value))

  return (
    <article className="agent">
      {image ? (
        <img {...image} alt={image.alt} loading="lazy" decoding="async" draggable={false} />
      ) : null}
      <div className="agent-body">
        <div className="agent-head">
          <h3>{agent.name}</h3>
          {role ? <span className="agent-role">{role}</span> : null}
          {country ? (
            <p className="agent-country">
              {flag ? <span aria-hidden="true">{flag} </span> : null}
              {country}
            </p>
          ) : null}
        </div>
        {skills.length > 0 ? (
          <div>
            {skillsLabel ? <p className="agent-label">{skillsLabel}</p> : null}
            <ul>
              {skills.map((skill, index) => (
                <li key={`${index}-${skill}`}>{skill}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {record.length > 0 ? (
          <div className="agent-record">
            {trackRecordLabel ? <p className="agent-label">{trackRecordLabel}</p> : null}
            <dl>
              {record.map((item) => (
                <div key={item._key}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </article>
  )
}
