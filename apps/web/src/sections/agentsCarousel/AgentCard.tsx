import { imageProps } from '@/lib/image'
import { entries, strings, text } from '../guards'
import type { SectionContent } from '../types'

export type AgentContent = NonNullable<SectionContent<'agentsCarousel'>>['agents'][number]

/** The card's widest width (19rem); the image helper adds the 2× source. */
const IMAGE_WIDTH = 304
const IMAGE_SIZES = '(min-width: 40em) 19rem, 80vw'

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
    <article className="agent-card">
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
