import { Icon, type IconName } from '@repo/ui'
import { entries, strings, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import './RoleCards.css'

type RoleKey = 'opener' | 'setter' | 'closer'

/** A picture for each role's place in the sales process: first call, appointment, deal. */
const roleIcons: Record<RoleKey, IconName> = {
  opener: 'phone',
  setter: 'calendar',
  closer: 'trophy',
}

const iconFor = (key: unknown): IconName => roleIcons[key as RoleKey] ?? 'briefcase'

interface RoleCardsProps {
  content: SectionOf<'roleCardsSection'>
}

/** Opener, Setter and Closer side by side: what the role does, what it needs, what it pays. */
export function RoleCards({ content }: RoleCardsProps) {
  const heading = text(content?.heading)
  const cards = entries(content?.cards).filter((card) => text(card.role?.title))
  if (!content || !heading || cards.length === 0) return null
  const skillsLabel = text(content.skillsLabel)
  const compensationLabel = text(content.compensationLabel)

  return (
    <LandingSection id="rollen" intro={{ ...content, heading }}>
      <ul className="role-cards">
        {cards.map(({ _key, text: cardText, role }) => {
          const skills = strings(role?.skills)
          const compensation = text(role?.compensation)
          return (
            <li key={_key}>
              <span className="role-icon" aria-hidden="true">
                <Icon name={iconFor(role?.key)} />
              </span>
              <h3>{role?.title}</h3>
              {text(cardText) ? <p className="role-text">{cardText}</p> : null}
              {skills.length > 0 ? (
                <div>
                  {skillsLabel ? <p className="role-label">{skillsLabel}</p> : null}
                  <ul className="role-skills">
                    {skills.map((skill, index) => (
                      <li key={`${index}-${skill}`}>{skill}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {compensation ? (
                <div className="role-pay">
                  {compensationLabel ? <p className="role-label">{compensationLabel}</p> : null}
                  <p className="role-pay-value">{compensation}</p>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </LandingSection>
  )
}
