import styled from 'styled-components'
import { Icon, media, tokens as t, type IconName } from '@repo/ui'
import { entries, strings, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { TalentSectionContent } from '../types'

type RoleKey = 'opener' | 'setter' | 'closer'

/** A picture for each role's place in the sales process: first call, appointment, deal. */
const roleIcons: Record<RoleKey, IconName> = {
  opener: 'phone',
  setter: 'calendar',
  closer: 'trophy',
}

const iconFor = (key: unknown): IconName => roleIcons[key as RoleKey] ?? 'briefcase'

/** The path of the UI icon `check` (packages/ui glyphs) as a CSS mask. */
const checkMask = `url("data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'><path d='m5 12.5 4.5 4.5L19 7.5'/></svg>",
)}")`

// One rule set for the three cards: every part of a card is a plain element styled from here.
const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
    padding: clamp(1.5rem, 1rem + 2vw, 2.25rem);
    border: 1px solid ${t.color.border};
    border-top: 4px solid ${t.color.primary};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  }

  & > li:nth-child(2) {
    border-top-color: ${t.color.accent};
  }

  & > li:nth-child(3) {
    border-top-color: ${t.color.success};
  }

  .role-icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: 1.25rem;
  }

  h3 {
    font-size: ${t.fontSize.xl};
    letter-spacing: -0.01em;
  }

  .role-text {
    color: ${t.color.fgMuted};
    line-height: ${t.lineHeight.normal};
  }

  .role-label {
    margin-block-end: ${t.space[2]};
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.xs};
    font-weight: ${t.fontWeight.semibold};
    letter-spacing: ${t.letterSpacing.wide};
    text-transform: uppercase;
  }

  .role-skills {
    display: grid;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${t.fontSize.sm};
    line-height: 1.5;
  }

  .role-skills > li {
    display: flex;
    gap: ${t.space[2]};
  }

  /* The UI set's check icon, drawn once in CSS instead of an inline SVG per skill. */
  .role-skills > li::before {
    content: '';
    flex: none;
    width: 1.25em;
    height: 1.25em;
    margin-block-start: 0.1em;
    background: ${t.color.success};
    mask: ${checkMask} center / contain no-repeat;
  }

  /* The pay sits at the bottom, so it lines up across cards of unequal height. */
  .role-pay {
    display: grid;
    gap: ${t.space[1]};
    margin-block-start: auto;
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
  }

  .role-pay .role-label {
    margin: 0;
  }

  .role-pay-value {
    color: ${t.color.primarySoftFg};
    font-weight: ${t.fontWeight.bold};
    line-height: ${t.lineHeight.snug};
  }
`

interface RoleCardsProps {
  content: TalentSectionContent<'roleCards'>
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
      <Cards>
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
      </Cards>
    </LandingSection>
  )
}
