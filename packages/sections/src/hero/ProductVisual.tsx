import { stylesheet } from '../shared/stylesheet'
import type { ImagePropsFor } from '@repo/content/images'
import { Icon, VisuallyHidden } from '@repo/ui'
import type { SectionOf } from '../types'
import { hyphenate } from '../lib/hyphenate'

const styles = stylesheet('product-visual')

type ProductVisualContent = NonNullable<SectionOf<'heroSection'>['productVisual']>

/** The card's picture is shown at most this wide (CSS px); narrower on phones. */
const PICTURE_WIDTH = 264
const PICTURE_SIZES = '(min-width: 64em) 264px, 232px'
/** A job's logo sits in a 4rem tile. */
const LOGO_WIDTH = 64

interface ProductVisualProps {
  /** Where the parent places it (the hero's grid area). */
  className?: string
  content: ProductVisualContent | null
  imageProps: ImagePropsFor
}

/**
 * What using the app looks like: the swipe card of a sample agent or job with skip and like
 * buttons, the match and a first chat message, all from content. Screen readers hear the editors'
 * description instead of the drawn shapes.
 */
export function ProductVisual({ content, imageProps, className }: ProductVisualProps) {
  if (!content) return null
  const { sample } = content
  const isAgent = sample._type === 'agent'
  const picture = imageProps(
    sample.picture,
    isAgent ? { width: PICTURE_WIDTH, sizes: PICTURE_SIZES } : { width: LOGO_WIDTH },
  )
  const figures = sample._type === 'agent' ? sample.figures : []
  const facts = sample._type === 'sampleJob' ? sample.facts : []

  return (
    <div className={className ? `product-visual ${className}` : 'product-visual'}>
      <VisuallyHidden as="p">{content.description}</VisuallyHidden>
      <div className="pv-phone" aria-hidden="true" data-sample={sample._type}>
        <div className="pv-stack">
          <div className="pv-card">
            {picture ? (
              <img
                className="pv-picture"
                {...picture}
                alt=""
                decoding="async"
                fetchPriority="low"
                draggable={false}
              />
            ) : null}
            <div className="pv-body">
              <p className="pv-name">{sample.name}</p>
              <p className="pv-role">{sample.role}</p>
              {figures.length > 0 ? (
                <dl className="pv-figures">
                  {figures.map((figure, index) => (
                    <div key={index}>
                      <dt>{hyphenate(figure.label)}</dt>
                      <dd>{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {facts.length > 0 ? (
                <ul className="pv-facts">
                  {facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <p className="pv-match">
              <Icon name="heart" />
              {content.matchLabel}
            </p>
          </div>
          <div className="pv-actions">
            <span className="pv-skip">
              <Icon name="x" />
            </span>
            <span className="pv-like">
              <Icon name="heart" />
            </span>
          </div>
        </div>
        <p className="pv-chat">
          <span>{content.chatMessage}</span>
        </p>
      </div>
      {styles}
    </div>
  )
}
