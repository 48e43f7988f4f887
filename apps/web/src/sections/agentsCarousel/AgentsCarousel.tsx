import { entries, text } from '../guards'
import { Carousel, CarouselSlide, slideLabel } from '../shared/carousel/Carousel'
import type { SectionContent } from '../types'
import { AgentCard } from './AgentCard'

interface AgentsCarouselProps {
  content: SectionContent<'agentsCarousel'>
}

/** Carousel of the sample agents, slides rendered here, movement in a small client island. */
export function AgentsCarousel({ content }: AgentsCarouselProps) {
  const heading = text(content?.heading)
  const agents = entries(content?.agents).filter((agent) => text(agent.name))
  if (!content || !heading || agents.length === 0) return null

  return (
    <Carousel
      id="agenten"
      tone="muted"
      intro={{ ...content, heading }}
      previousLabel={content.previousLabel}
      nextLabel={content.nextLabel}
    >
      {agents.map((agent, index) => (
        <CarouselSlide
          key={agent._id}
          label={slideLabel(content.slideLabelTemplate, index, agents.length, text(agent.name))}
        >
          <AgentCard
            agent={agent}
            skillsLabel={text(content.skillsLabel)}
            trackRecordLabel={text(content.trackRecordLabel)}
          />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
