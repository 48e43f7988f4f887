import styled from 'styled-components'
import { Icon, isIconName, media, tokens as t } from '@repo/ui'
import { entries, text } from '../guards'
import type { PageSection, PricingPage } from '../pageTypes'
import { Band, type BandTone } from '../shared/Band'

/*
 * The band and all its cards in one styled element (the HTML weight rule). Four cards make two
 * rows of two, then one row on wide screens; six make rows of three.
 */
const Root = styled.div`
  .cards {
    display: grid;
    gap: ${t.space[6]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.md} {
    .cards {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${media.lg} {
    .cards[data-columns='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  ${media.xl} {
    .cards[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }

  .cards > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: clamp(1.5rem, 1rem + 1.5vw, 2rem);
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.lg};
    background: ${t.color.surface};
    box-shadow: ${t.shadow.xs};
  }

  .tile {
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
  .cards > li:nth-child(3n + 2) .tile {
    background: ${t.color.accentSoft};
    color: ${t.color.accentSoftFg};
  }
  .cards > li:nth-child(3n) .tile {
    background: ${t.color.successSoft};
    color: ${t.color.successSoftFg};
  }

  .cards h3 {
    font-size: ${t.fontSize.lg};
  }
  .cards p {
    color: ${t.color.fgMuted};
  }
`

/** Columns for a card count: rows of three where it divides, else of four or two. */
const columnsFor = (count: number) => (count % 3 === 0 ? 3 : count % 4 === 0 ? 4 : 2)

interface FeatureGridProps {
  /** Anchor id of the section. */
  id: string
  content: PageSection<PricingPage, 'explanation'>
  tone?: BandTone
}

/** Cards with an icon, a title and a description (pricing explanation, concierge features). */
export function FeatureGrid({ id, content, tone }: FeatureGridProps) {
  const heading = text(content?.heading)
  const items = entries(content?.items).filter((item) => text(item.title))
  if (!content || !heading || items.length === 0) return null

  return (
    <Band body={Root} id={id} tone={tone} intro={{ ...content, heading }}>
      <ul className="cards" data-columns={columnsFor(items.length)}>
        {items.map((item) => (
          <li key={item._key}>
            {isIconName(item.icon) ? (
              <span className="tile">
                <Icon name={item.icon} />
              </span>
            ) : null}
            <h3>{item.title}</h3>
            {text(item.description) ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </Band>
  )
}
