import styled from 'styled-components'
import { Icon, isIconName, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { HowItWorksPage, PageSectionContent } from '../pages'
import { ContentSection } from '../shared/ContentPage'

const Tiles = styled.ul`
  display: grid;
  gap: ${t.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: clamp(1.25rem, 1rem + 1vw, 1.75rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
  }

  .icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-block-end: ${t.space[2]};
    border-radius: ${t.radius.md};
    background: ${t.color.primarySoft};
    color: ${t.color.primarySoftFg};
    font-size: 1.25rem;
  }

  > li:nth-child(4n + 2) .icon {
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
  }

  > li:nth-child(4n + 3) .icon {
    background: ${t.color.successSoft};
    color: ${t.color.successSoftFg};
  }

  h3 {
    font-size: ${t.fontSize.lg};
  }

  p {
    color: ${t.color.fgMuted};
    font-size: ${t.fontSize.sm};
    line-height: 1.55;
  }

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

interface HowItWorksBenefitsProps {
  content: PageSectionContent<HowItWorksPage, 'benefits'>
}

/** Four benefit tiles, each with its icon. */
export function HowItWorksBenefits({ content }: HowItWorksBenefitsProps) {
  const heading = text(content?.heading)
  const benefits = entries(content?.benefits).filter((benefit) => text(benefit.title))
  if (!content || !heading || benefits.length === 0) return null

  return (
    <ContentSection id="vorteile" intro={{ ...content, heading }} tone="muted">
      <Tiles>
        {benefits.map((benefit) => (
          <li key={benefit._key}>
            {isIconName(benefit.icon) ? (
              <span className="icon">
                <Icon name={benefit.icon} />
              </span>
            ) : null}
            <h3>{benefit.title}</h3>
            {text(benefit.text) ? <p>{benefit.text}</p> : null}
          </li>
        ))}
      </Tiles>
    </ContentSection>
  )
}
