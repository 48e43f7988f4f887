import type { ImagePropsFor } from '@repo/content/images'
import { entries, strings, text } from '../guards'
import { Carousel, slideLabel } from '../shared/carousel/Carousel'
import type { SectionOf } from '../types'
import type { AgentCardData } from './AgentCard'
import { AgentSlides } from './AgentSlides'
import { flagCode } from './countries'

type AgentContent = NonNullable<SectionOf<'agentsCarouselSection'>>['agents'][number]

/** The card's widest width (19rem); the image helper adds the 2× source. */
const IMAGE_WIDTH = 304
const IMAGE_SIZES = '(min-width: 40em) 19rem, 80vw'

/** Only the set values: undefined props would reach the browser as "$undefined" markers. */
function present<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

/** A card's data from the agent's content, keeping only values of the expected type. */
function agentCardData(
  agent: AgentContent,
  name: string,
  label: string | undefined,
  imageProps: ImagePropsFor,
): AgentCardData {
  return {
    id: agent._id,
    name,
    skills: strings(agent.skills),
    trackRecord: entries(agent.trackRecord).flatMap((item) => {
      const recordLabel = text(item.label)
      const value = text(item.value)
      return recordLabel && value ? [{ label: recordLabel, value }] : []
    }),
    ...present({
      label,
      role: text(agent.role),
      country: text(agent.country),
      countryCode: flagCode(text(agent.countryCode)),
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
  const heading = text(content?.heading)
  const named = entries(content?.agents).flatMap((agent) => {
    const name = text(agent.name)
    return name ? [{ agent, name }] : []
  })
  if (!content || !heading || named.length === 0) return null

  const cards = named.map(({ agent, name }, index) =>
    agentCardData(
      agent,
      name,
      slideLabel(content.slideLabelTemplate, index, named.length, name),
      imageProps,
    ),
  )
  return (
    <Carousel
      id="agenten"
      tone="muted"
      intro={{ ...content, heading }}
      previousLabel={content.previousLabel}
      nextLabel={content.nextLabel}
    >
      <AgentSlides
        agents={cards}
        skillsLabel={text(content.skillsLabel)}
        trackRecordLabel={text(content.trackRecordLabel)}
      />
    </Carousel>
  )
}
