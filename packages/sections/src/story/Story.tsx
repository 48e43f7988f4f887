import { anchor, bandTone } from '../props'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { Band } from '../shared/Band'
import { BulletList } from '../shared/BulletList'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('story')

interface StoryProps {
  content: SectionOf<'storySection'>
}

/** Running text, with its key points beside it on wide screens. */
export function Story({ content }: StoryProps) {
  const id = anchor(content, 'einfuehrung')
  const { paragraphs, pointsTitle, points } = content
  if (paragraphs.length === 0) return null
  const showPoints = pointsTitle !== null && points !== null && points.length > 0

  return (
    <Band className="story" id={id} tone={bandTone(content)} intro={content}>
      <div className="content" data-points={showPoints ? '' : undefined}>
        <div className="paragraphs">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {showPoints ? (
          <div className="points">
            <h3>{hyphenate(pointsTitle)}</h3>
            <BulletList mark="check-circle" tone="success">
              {points.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </BulletList>
          </div>
        ) : null}
      </div>
      {styles}
    </Band>
  )
}
