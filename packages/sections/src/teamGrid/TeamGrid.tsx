import type { ImagePropsFor } from '@repo/content/images'
import { anchor, bandTone } from '../props'
import { Band } from '../shared/Band'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'

const styles = stylesheet('team-grid')

/** Photos are square tiles of this size (CSS px). */
const PHOTO_WIDTH = 160

interface TeamGridProps {
  content: SectionOf<'teamGridSection'>
  imageProps: ImagePropsFor
}

/** Team members in a grid: photo, name, role. A member without a photo keeps an empty tile. */
export function TeamGrid({ content, imageProps }: TeamGridProps) {
  if (content.members.length === 0) return null

  return (
    <Band
      className="team-grid"
      id={anchor(content, 'team')}
      tone={bandTone(content)}
      intro={content}
    >
      <ul>
        {content.members.map((member, index) => {
          const photo = imageProps(member.photo, { width: PHOTO_WIDTH })
          return (
            <li key={index}>
              {/* The name is printed beneath: the photo adds nothing a screen reader should repeat. */}
              {photo ? (
                <img {...photo} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className="no-photo" aria-hidden="true" />
              )}
              <p className="name">{member.name}</p>
              <p className="role">{member.role}</p>
            </li>
          )
        })}
      </ul>
      {styles}
    </Band>
  )
}
