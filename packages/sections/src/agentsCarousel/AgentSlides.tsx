'use client'

import { CarouselSlide } from '../shared/carousel/CarouselSlide'
import { AgentCard, type AgentCardData, type AgentCardLabels } from './AgentCard'

interface AgentSlidesProps extends AgentCardLabels {
  agents: AgentCardData[]
}

/**
 * The agents' slides, rendered from card data inside the carousel island. Why not on the server:
 * a server-rendered card reaches the browser twice, as HTML and as its element tree in the page's
 * RSC payload (about 1.65 KB of payload per card); as data it is about 0.5 KB. For the 20 cards
 * that is about a ninth of /unternehmen, and throughput under load falls with the page's size.
 */
export function AgentSlides({ agents, skillsLabel, trackRecordLabel }: AgentSlidesProps) {
  return agents.map((agent) => (
    <CarouselSlide key={agent.id} label={agent.label}>
      <AgentCard agent={agent} skillsLabel={skillsLabel} trackRecordLabel={trackRecordLabel} />
    </CarouselSlide>
  ))
}
