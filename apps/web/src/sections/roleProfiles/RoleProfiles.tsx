import styled from 'styled-components'
import { media, tokens as t } from '@repo/ui'
import { entries, strings, text } from '../guards'
import type { Content, JobDescriptionPage } from '../resourceTypes'
import { Band } from '../shared/Band'
import { RoleNav, roleAnchor, roleNavCss } from '../shared/RoleNav'

// The section's one styled element: band, jump links and all three roles are plain markup.
const Root = styled.div`
  ${roleNavCss}

  .roles {
    display: grid;
    gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  }

  .role {
    display: grid;
    gap: ${t.space[8]};
    padding: clamp(1rem, 0.5rem + 2.5vw, 3rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.xl};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.sm};
  }

  .role-head {
    display: grid;
    gap: ${t.space[3]};
    max-width: 48rem;
  }

  .role-head h3 {
    font-size: ${t.fontSize['2xl']};
    letter-spacing: ${t.letterSpacing.tight};
  }

  .role-subtitle {
    color: ${t.color.accentText};
    font-size: ${t.fontSize.lg};
    font-weight: ${t.fontWeight.semibold};
  }

  .role-description {
    font-size: ${t.fontSize.lg};
  }

  .role-detail {
    color: ${t.color.fgMuted};
  }

  .role-grid {
    display: grid;
    gap: ${t.space[4]};

    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }

    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  .role-block {
    display: grid;
    align-content: start;
    gap: ${t.space[3]};
    padding: ${t.space[6]};
    border-radius: ${t.radius.lg};
    background: ${t.color.bgMuted};
  }

  .role-block h4 {
    font-size: ${t.fontSize.base};
  }

  .role-block ul {
    display: grid;
    gap: ${t.space[2]};
  }

  .role-points li {
    position: relative;
    padding-inline-start: 1.75em;
  }

  .role-points li::before {
    content: '✓';
    content: '✓' / '';
    position: absolute;
    inset-inline-start: 0;
    color: ${t.color.success};
    font-weight: ${t.fontWeight.bold};
  }

  .role-block .role-skills {
    display: flex;
    flex-wrap: wrap;
  }

  .role-skills li {
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radius.sm};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: ${t.fontSize.sm};
    font-weight: ${t.fontWeight.medium};
  }

  /* Pay next to the metrics, which take two columns and lay their figures out side by side. */
  .role-metrics-block {
    ${media.md} {
      grid-column: span 2;
    }
  }

  .role-metrics {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
    gap: ${t.space[4]};
  }

  /* The label comes first in the markup (dt before dd) but reads second. */
  .role-metrics > div {
    display: flex;
    flex-direction: column-reverse;
  }

  .role-metrics dt {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
  }

  .role-metrics dd {
    font-size: ${t.fontSize.xl};
    font-weight: ${t.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }

  .role-pay {
    border: 1px solid ${t.color.primary};
    background: ${t.color.primarySoft};
  }

  .role-pay p {
    font-size: ${t.fontSize.xl};
    font-weight: ${t.fontWeight.bold};
    letter-spacing: ${t.letterSpacing.tight};
  }
`

type Section = JobDescriptionPage['roles']
type Profile = NonNullable<Section>['profiles'][number]

/** A titled list block; left out when content has no entries for it. */
function Block({
  label,
  items,
  className,
}: {
  label?: string
  items: string[]
  className: string
}) {
  if (!label || items.length === 0) return null
  return (
    <div className="role-block">
      <h4>{label}</h4>
      <ul role="list" className={className}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function Role({ profile, labels }: { profile: Profile; labels: NonNullable<Section> }) {
  const anchor = roleAnchor(profile.key)
  const headingId = anchor ? `${anchor}-heading` : undefined
  const metrics = entries(profile.metrics).filter((m) => text(m.label) && text(m.value))
  const compensationLabel = text(labels.compensationLabel)
  const metricsLabel = text(labels.metricsLabel)

  return (
    <article className="role" id={anchor} aria-labelledby={headingId}>
      <header className="role-head">
        <h3 id={headingId}>{profile.title}</h3>
        {text(profile.subtitle) ? <p className="role-subtitle">{profile.subtitle}</p> : null}
        {text(profile.description) ? (
          <p className="role-description">{profile.description}</p>
        ) : null}
        {text(profile.detailedDescription) ? (
          <p className="role-detail">{profile.detailedDescription}</p>
        ) : null}
      </header>
      <div className="role-grid">
        <Block
          label={text(labels.responsibilitiesLabel)}
          items={strings(profile.responsibilities)}
          className="role-points"
        />
        <Block
          label={text(labels.whenToHireLabel)}
          items={strings(profile.whenToHire)}
          className="role-points"
        />
        <Block
          label={text(labels.skillsLabel)}
          items={strings(profile.skills)}
          className="role-skills"
        />
        {compensationLabel && text(profile.compensation) ? (
          <div className="role-block role-pay">
            <h4>{compensationLabel}</h4>
            <p>{profile.compensation}</p>
          </div>
        ) : null}
        {metricsLabel && metrics.length > 0 ? (
          <div className="role-block role-metrics-block">
            <h4>{metricsLabel}</h4>
            <dl className="role-metrics">
              {metrics.map((metric) => (
                <div key={metric._key}>
                  <dt>{metric.label}</dt>
                  <dd>{metric.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </article>
  )
}

interface RoleProfilesProps {
  content: Content<Section>
}

/** Opener, Setter and Closer in full, with jump links between them. */
export function RoleProfiles({ content }: RoleProfilesProps) {
  const heading = text(content?.heading)
  const profiles = entries(content?.profiles).filter((profile) => text(profile.title))
  if (!content || !heading || profiles.length === 0) return null
  const navItems = profiles.flatMap((profile) => {
    const id = roleAnchor(profile.key)
    const label = text(profile.name) ?? text(profile.title)
    return id && label ? [{ id, label }] : []
  })

  return (
    <Band body={Root} id="rollen" intro={{ ...content, heading }}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="roles">
        {profiles.map((profile) => (
          <Role key={profile._id} profile={profile} labels={content} />
        ))}
      </div>
    </Band>
  )
}
