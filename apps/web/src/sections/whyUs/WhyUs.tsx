import styled from 'styled-components'
import { Icon, isIconName, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import { LandingSection } from '../shared/LandingSection'
import type { SectionContent } from '../types'

// One rule set for the list: cards, icon tiles and texts are plain elements styled from here.
const Benefits = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  /*
   * Three benefits side by side from tablets on; four as two by two, as four columns would break
   * long German titles („Bewerbungsstress“) mid-word.
   */
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    &:has(> li:nth-child(4)) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  & > li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;
    padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    color: ${t.color.fg};
    box-shadow: ${t.shadow.xs};
    transition:
      transform ${t.duration.base} ${t.easing.out},
      box-shadow ${t.duration.base} ${t.easing.out},
      border-color ${t.duration.base} ease;
  }

  & > li:hover {
    transform: translateY(-3px);
    border-color: ${t.color.borderStrong};
    box-shadow: ${t.shadow.lg};
  }

  .benefit-icon {
    display: inline-grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    margin-block-end: ${t.space[2]};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: 1.375rem;
  }

  & > li:nth-child(3n + 2) .benefit-icon {
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
  }

  & > li:nth-child(3n + 3) .benefit-icon {
    background: ${t.color.successSoft};
    color: ${t.color.successSoftFg};
  }

  h3 {
    font-size: ${t.fontSize.xl};
    letter-spacing: -0.01em;
  }

  .benefit-text {
    color: ${t.color.fgMuted};
    line-height: ${t.lineHeight.normal};
  }
`

interface WhyUsProps {
  content: SectionContent<'whyUs'>
}

/**
 * Benefit cards, each with its icon: Speed, Kein Risiko, Effizienz for companies, the four
 * talent benefits on /talente.
 */
export function WhyUs({ content }: WhyUsProps) {
  const heading = text(content?.heading)
  const benefits = entries(content?.benefits).filter((benefit) => text(benefit.title))
  if (!content || !heading || benefits.length === 0) return null

  return (
    <LandingSection id="vorteile" intro={{ ...content, heading }}>
      <Benefits role="list">
        {benefits.map((benefit) => (
          <li key={benefit._key}>
            {isIconName(benefit.icon) ? (
              <span className="benefit-icon" aria-hidden="true">
                <Icon name={benefit.icon} />
              </span>
            ) : null}
            <h3>{benefit.title}</h3>
            {text(benefit.text) ? <p className="benefit-text">{benefit.text}</p> : null}
          </li>
        ))}
      </Benefits>
    </LandingSection>
  )
}
