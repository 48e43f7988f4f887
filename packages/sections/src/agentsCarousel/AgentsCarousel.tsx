import type { ImagePropsFor } from '@repo/content/images'
import { stylesheet } from '../shared/stylesheet'
import { Carousel, slideLabel } from '../shared/carousel/Carousel'
import type { SectionOf } from '../types'
import type { AgentCardData } from './AgentCard'
import { AgentSlides } from '../islands'

// The cards render in a client component (AgentSlides): their stylesheet comes with the section.
const cardStyles = stylesheet('agent-card')

type AgentContent = SectionOf<'agentsCarouselSection'>['agents'][number]

/** The card's widest width (19rem); the image helper adds the 2× source. */
const IMAGE_WIDTH = 304
const IMAGE_SIZES = '(min-width: 40em) 19rem, 80vw'

/** Only the set values: undefined props would reach the browser as "$undefined" markers. */
function present<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

/** A card's data from the agent's content: only what the card shows. */
function agentCardData(
  agent: AgentContent,
  label: string | undefined,
  imageProps: ImagePropsFor,
): AgentCardData {
  return {
    id: agent._id,
    name: agent.name,
    role: agent.role,
    country: agent.country,
    countryCode: agent.countryCode,
    skills: agent.skills,
    trackRecord: agent.trackRecord.map(({ label, value }) => ({ label, value })),
    ...present({
      label,
      image: imageProps(agent.image, { width: IMAGE_WIDTH, sizes: IMAGE_SIZES }) ?? undefined,
    }),
  }
}

interface AgentsCarouselProps {
  content: SectionOf<'agentsCarouselSection'>
  /** Image URLs of the configured content source. */
  imageProps: ImagePropsFor
}

/** Carousel of the sample agents: cards as data, slides and movement in the client island. */
export function AgentsCarousel({ content, imageProps }: AgentsCarouselProps) {
  const { agents } = content
  if (agents.length === 0) return null

  const cards = agents.map((agent, index) =>
    agentCardData(
      agent,
      slideLabel(content.slideLabelTemplate, index, agents.length, agent.name),
      imageProps,
    ),
  )
  return (
    <>
      <Carousel
        id="agenten"
        tone="muted"
        intro={content}
        previousLabel={content.previousLabel}
        nextLabel={content.nextLabel}
      >
        <AgentSlides
          agents={cards}
          skillsLabel={content.skillsLabel}
          trackRecordLabel={content.trackRecordLabel}
        />
      </Carousel>
      {cardStyles}
    </>
  )
}
