import type { ImageProps } from '@repo/content/images'
import type { AgentCountryCode } from './countries'

/**
 * What one card shows, resolved on the server (image URLs, slide label): plain data, so it can be
 * handed to the client slide list. Absent values are left out, not undefined.
 */
export interface AgentCardData {
  id: string
  /** The slide's accessible name. */
  label?: string
  name: string
  role: string
  country: string
  /** A code the site has a flag for (countries.ts). */
  countryCode: AgentCountryCode
  skills: string[]
  trackRecord: { label: string; value: string }[]
  image?: ImageProps
}

export interface AgentCardLabels {
  skillsLabel: string
  trackRecordLabel: string
}

interface AgentCardProps extends AgentCardLabels {
  agent: AgentCardData
}

/** One sample agent: picture, name, country, role, skills and track record. */
export function AgentCard({ agent, skillsLabel, trackRecordLabel }: AgentCardProps) {
  const { image, role, country, countryCode, skills, trackRecord } = agent
  return (
    <article className="agent-card">
      {image ? (
        <img {...image} alt={image.alt} loading="lazy" decoding="async" draggable={false} />
      ) : null}
      <div className="agent-body">
        <div className="agent-head">
          <h3>{agent.name}</h3>
          <span className="agent-role">{role}</span>
          <p className="agent-country">
            {/* Decorative: the country's name follows. */}
            <span className="agent-flag" data-country={countryCode} aria-hidden="true" />
            {country}
          </p>
        </div>
        {skills.length > 0 ? (
          <div>
            <p className="agent-label">{skillsLabel}</p>
            <ul>
              {skills.map((skill, index) => (
                <li key={index}>{skill}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {trackRecord.length > 0 ? (
          <div className="agent-record">
            <p className="agent-label">{trackRecordLabel}</p>
            <dl>
              {trackRecord.map((item, index) => (
                <div key={index}>
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
