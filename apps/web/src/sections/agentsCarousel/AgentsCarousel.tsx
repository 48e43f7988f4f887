import styled from 'styled-components'
import { Icon, Reveal, Section, SectionHeader, media, tokens as t } from '@repo/ui'
import { fillTemplate } from '@/lib/format'
import { entries, text } from '../guards'
import { SECTION_HEADING_SIZE } from '../shared/LandingSection'
import type { SectionContent } from '../types'
import { AgentCard, agentCardStyles } from './AgentCard'
import { CarouselIsland } from './CarouselIsland'
import { SLIDE_GAP_PX } from './scroll'

const id = 'agenten'
const headingId = `${id}-heading`

/** Styles the island's plain elements: native scroll row before keen-slider runs, its track after. */
const Frame = styled.div`
  [data-carousel-track]:focus-visible {
    outline-offset: 6px;
    border-radius: ${t.radius.md};
  }

  [data-carousel-head] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${t.space[6]};
    margin-block-end: clamp(2rem, 1.5rem + 2vw, 3rem);

    & > header {
      margin: 0;
    }
  }

  [data-carousel-controls] {
    display: flex;
    gap: ${t.space[3]};
    visibility: hidden;
  }

  [data-ready] [data-carousel-controls] {
    visibility: visible;
  }

  [data-carousel-controls] button {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    padding: 0;
    border: 1px solid ${t.color.borderStrong};
    border-radius: ${t.radius.full};
    background: ${t.color.surface};
    color: ${t.color.fg};
    box-shadow: ${t.shadow.xs};
    transition:
      background-color ${t.duration.fast} ease,
      border-color ${t.duration.fast} ease,
      opacity ${t.duration.fast} ease;

    &:hover {
      border-color: ${t.color.fgMuted};
      background: ${t.color.bgMuted};
    }

    &:focus-visible {
      outline: 2px solid ${t.color.ring};
      outline-offset: 3px;
    }

    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: default;
    }
  }

  /* Room for the cards' shadows, which the track would otherwise clip. */
  [data-carousel-track] {
    padding-block: ${t.space[2]} ${t.space[6]};
  }

  [data-carousel-track]:not(.keen-slider) {
    display: flex;
    gap: ${SLIDE_GAP_PX}px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    scrollbar-width: thin;
  }

  [data-carousel-track]:not(.keen-slider) > * {
    flex: none;
    scroll-snap-align: start;
  }

  /* min/max width beat keen-slider's \`width: 100%\`; it measures each slide ("perView: auto"). */
  .keen-slider__slide {
    min-width: min(19rem, 82%);
    max-width: min(19rem, 82%);
  }

  /* keen-slider clips each slide; the card's shadow must show. */
  [data-carousel-track].keen-slider > .keen-slider__slide {
    overflow: visible;
  }

  ${media.sm} {
    .keen-slider__slide {
      min-width: 19rem;
      max-width: 19rem;
    }
  }

  ${agentCardStyles}
`

interface AgentsCarouselProps {
  content: SectionContent<'agentsCarousel'>
}

/** Carousel of the sample agents, slides rendered here, movement in a small client island. */
export function AgentsCarousel({ content }: AgentsCarouselProps) {
  const heading = text(content?.heading)
  const agents = entries(content?.agents).filter((agent) => text(agent.name))
  if (!content || !heading || agents.length === 0) return null
  const slideLabel = text(content.slideLabelTemplate)

  return (
    // The carousel inside is the named region; naming the section too would announce it twice.
    <Section id={id} tone="muted">
      <Reveal>
        <Frame>
          <CarouselIsland
            labelledBy={headingId}
            header={
              <SectionHeader
                align="start"
                eyebrow={text(content.eyebrow)}
                heading={heading}
                headingId={headingId}
                size={SECTION_HEADING_SIZE}
                lead={text(content.text)}
              />
            }
            previousLabel={text(content.previousLabel)}
            nextLabel={text(content.nextLabel)}
            previousIcon={<Icon name="chevron-left" />}
            nextIcon={<Icon name="chevron-right" />}
          >
            {agents.map((agent, index) => (
              <div
                key={agent._id}
                className="keen-slider__slide"
                role="group"
                aria-label={
                  slideLabel
                    ? fillTemplate(slideLabel, { index: index + 1, count: agents.length })
                    : text(agent.name)
                }
              >
                <AgentCard
                  agent={agent}
                  skillsLabel={text(content.skillsLabel)}
                  trackRecordLabel={text(content.trackRecordLabel)}
                />
              </div>
            ))}
          </CarouselIsland>
        </Frame>
      </Reveal>
    </Section>
  )
}
