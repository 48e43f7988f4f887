import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { RoleNav } from '../shared/RoleNav'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('role-profiles')

type Section = SectionOf<'roleProfilesSection'>
type Profile = Section['profiles'][number]

/** A titled list block; left out when content has no entries for it. */
function Block({ label, items, className }: { label: string; items: string[]; className: string }) {
  if (items.length === 0) return null
  return (
    <div className="role-block">
      <h4>{hyphenate(label)}</h4>
      <ul role="list" className={className}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function Role({ profile, labels }: { profile: Profile; labels: Section }) {
  // The key is one of the roles' slugs: the role's anchor (`#closer`).
  const headingId = `${profile.key}-heading`

  return (
    <article className="role" id={profile.key} aria-labelledby={headingId}>
      <header className="role-head">
        <h3 id={headingId}>{hyphenate(profile.title)}</h3>
        <p className="role-subtitle">{profile.subtitle}</p>
        <p className="role-description">{profile.description}</p>
        <p className="role-detail">{profile.detailedDescription}</p>
      </header>
      <div className="role-grid">
        <Block
          label={labels.responsibilitiesLabel}
          items={profile.responsibilities}
          className="role-points"
        />
        <Block label={labels.whenToHireLabel} items={profile.whenToHire} className="role-points" />
        <Block label={labels.skillsLabel} items={profile.skills} className="role-skills" />
        <div className="role-block role-pay">
          <h4>{hyphenate(labels.compensationLabel)}</h4>
          <p>{profile.compensation}</p>
        </div>
        {profile.metrics.length > 0 ? (
          <div className="role-block role-metrics-block">
            <h4>{hyphenate(labels.metricsLabel)}</h4>
            <dl className="role-metrics">
              {profile.metrics.map((metric, index) => (
                <div key={index}>
                  <dt>{hyphenate(metric.label)}</dt>
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
  const { profiles } = content
  if (profiles.length === 0) return null
  const navItems = profiles.map((profile) => ({ id: profile.key, label: profile.name }))

  return (
    <Band className="role-profiles" id="rollen" intro={content}>
      <RoleNav label={content.navLabel} items={navItems} />
      <div className="roles">
        {profiles.map((profile, index) => (
          <Role key={index} profile={profile} labels={content} />
        ))}
      </div>
      {styles}
    </Band>
  )
}
