import { stylesheet } from '../shared/stylesheet'
import { Icon, type IconName } from '@repo/ui'
import { LandingSection } from '../shared/LandingSection'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('role-cards')

type RoleKey = SectionOf<'roleCardsSection'>['cards'][number]['role']['key']

/** A picture for each role's place in the sales process: first call, appointment, deal. */
const roleIcons: Record<RoleKey, IconName> = {
  opener: 'phone',
  setter: 'calendar',
  closer: 'trophy',
}

interface RoleCardsProps {
  content: SectionOf<'roleCardsSection'>
}

/** Opener, Setter and Closer side by side: what the role does, what it needs, what it pays. */
export function RoleCards({ content }: RoleCardsProps) {
  if (content.cards.length === 0) return null

  return (
    <LandingSection id="rollen" intro={content}>
      <ul className="role-cards">
        {content.cards.map(({ text, role }, index) => (
          <li key={index}>
            <span className="role-icon" aria-hidden="true">
              <Icon name={roleIcons[role.key]} />
            </span>
            <h3>{hyphenate(role.title)}</h3>
            <p className="role-text">{text}</p>
            {role.skills.length > 0 ? (
              <div>
                <p className="role-label">{content.skillsLabel}</p>
                <ul className="role-skills">
                  {role.skills.map((skill, index) => (
                    <li key={index}>{skill}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="role-pay">
              <p className="role-label">{content.compensationLabel}</p>
              <p className="role-pay-value">{role.compensation}</p>
            </div>
          </li>
        ))}
      </ul>
      {styles}
    </LandingSection>
  )
}
