import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { RoleNav, roleAnchor } from '../shared/RoleNav'
import './RoleProfiles.css'

type Section = SectionOf<'roleProfilesSection'>
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
  content: Section
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
    <Band className="role-profiles" id="rollen" intro={{ ...content, heading }}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="roles">
        {profiles.map((profile) => (
          <Role key={profile._id} profile={profile} labels={content} />
        ))}
      </div>
    </Band>
  )
}
