import styled from 'styled-components'
import { Badge, tokens as t } from '@repo/ui'
import { imageProps } from '@/lib/image'
import { entries, strings, text } from '../guards'
import type { SectionContent } from '../types'

export type AgentContent = NonNullable<SectionContent<'agentsCarousel'>>['agents'][number]

/** The card's widest width (19rem); the image helper adds the 2× source. */
const IMAGE_WIDTH = 304
const IMAGE_SIZES = '(min-width: 40em) 19rem, 80vw'

const Root = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.lg};
  background: ${t.color.surface};
  box-shadow: ${t.shadow.sm};
`

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${t.color.bgMuted};
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${t.space[4]};
  padding: ${t.space[5]};
`

const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${t.space[1]} ${t.space[3]};
`

const Name = styled.h3`
  font-size: ${t.fontSize.lg};
  line-height: ${t.lineHeight.snug};
`

const Country = styled.p`
  grid-column: 1;
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.sm};
`

const Role = styled(Badge)`
  grid-column: 2;
  grid-row: 1;
`

const Label = styled.p`
  margin-block-end: ${t.space[2]};
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.xs};
  font-weight: ${t.fontWeight.semibold};
  letter-spacing: ${t.letterSpacing.wide};
  text-transform: uppercase;
`

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Skill = styled.li`
  padding: 0.125rem 0.5rem;
  border-radius: ${t.radius.sm};
  background: ${t.color.bgMuted};
  color: ${t.color.fg};
  font-size: 0.8125rem;
  line-height: 1.5;
`

/** The track record sits at the bottom, so records line up across cards of unequal height. */
const RecordGroup = styled.div`
  margin-block-start: auto;
`

const Record = styled.dl`
  display: grid;
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radius.md};
  background: ${t.color.primarySoft};
`

/* One figure per line, label left and value right; the label comes first (dt before dd). */
const RecordItem = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${t.space[3]};
  padding-block: ${t.space[2]};

  & + & {
    border-top: 1px solid color-mix(in srgb, ${t.color.primary} 14%, transparent);
  }
`

const RecordValue = styled.dd`
  margin: 0;
  color: ${t.color.primarySoftFg};
  font-weight: ${t.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: end;
`

const RecordLabel = styled.dt`
  color: ${t.color.fgMuted};
  font-size: ${t.fontSize.sm};
`

interface AgentCardProps {
  agent: AgentContent
  skillsLabel?: string
  trackRecordLabel?: string
}

/** One sample agent: picture, name, country, role, skills and track record. */
export function AgentCard({ agent, skillsLabel, trackRecordLabel }: AgentCardProps) {
  const image = imageProps(agent.image, { width: IMAGE_WIDTH, sizes: IMAGE_SIZES })
  const country = text(agent.country)
  const flag = text(agent.flag)
  const role = text(agent.role)
  const skills = strings(agent.skills)
  const record = entries(agent.trackRecord).filter((item) => text(item.label) && text(item.value))

  return (
    <Root>
      {image ? <Picture {...image} loading="lazy" decoding="async" draggable={false} /> : null}
      <Body>
        <Head>
          <Name>{agent.name}</Name>
          {role ? <Role tone="primary">{role}</Role> : null}
          {country ? (
            <Country>
              {flag ? <span aria-hidden="true">{flag} </span> : null}
              {country}
            </Country>
          ) : null}
        </Head>
        {skills.length > 0 ? (
          <div>
            {skillsLabel ? <Label>{skillsLabel}</Label> : null}
            <Skills>
              {skills.map((skill, index) => (
                <Skill key={`${index}-${skill}`}>{skill}</Skill>
              ))}
            </Skills>
          </div>
        ) : null}
        {record.length > 0 ? (
          <RecordGroup>
            {trackRecordLabel ? <Label>{trackRecordLabel}</Label> : null}
            <Record>
              {record.map((item) => (
                <RecordItem key={item._key}>
                  <RecordLabel>{item.label}</RecordLabel>
                  <RecordValue>{item.value}</RecordValue>
                </RecordItem>
              ))}
            </Record>
          </RecordGroup>
        ) : null}
      </Body>
    </Root>
  )
}
