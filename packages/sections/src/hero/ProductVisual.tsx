import type { ImagePropsFor } from '@repo/content/images'
import { Icon, VisuallyHidden } from '@repo/ui'
import { entries, strings, text } from '../guards'
import type { SectionOf } from '../types'
import './ProductVisual.css'

type ProductVisualContent = NonNullable<NonNullable<SectionOf<'heroSection'>>['productVisual']>

/** The card's picture is shown at most this wide (CSS px); narrower on phones. */
const PICTURE_WIDTH = 264
const PICTURE_SIZES = '(min-width: 64em) 264px, 232px'
/** A job's logo sits in a 4rem tile. */
const LOGO_WIDTH = 64

interface ProductVisualProps {
  /** Where the parent places it (the hero's grid area). */
  className?: string
  content: ProductVisualContent | null | undefined
  imageProps: ImagePropsFor
}

/**
 * What using the app looks like: the swipe card of a sample agent or job with skip and like
 * buttons, the match and a first chat message, all from content. Screen readers hear the editors'
 * description instead of the drawn shapes.
 */
export function ProductVisual({ content, imageProps, className }: ProductVisualProps) {
  const sample = content?.sample
  const name = text(sample?.name)
  if (!content || !sample || !name) return null
  const isAgent = sample._type === 'agent'
  const picture = imageProps(
    sample.picture,
    isAgent ? { width: PICTURE_WIDTH, sizes: PICTURE_SIZES } : { width: LOGO_WIDTH },
  )
  const role = text(sample.role)
  const figures =
    sample._type === 'agent'
      ? entries(sample.figures).filter((figure) => text(figure.label) && text(figure.value))
      : []
  const facts = sample._type === 'sampleJob' ? strings(sample.facts) : []
  const matchLabel = text(content.matchLabel)
  const chatMessage = text(content.chatMessage)
  const description = text(content.description)

  return (
    <div className={className ? `product-visual ${className}` : 'product-visual'}>
      {description ? <VisuallyHidden as="p">{description}</VisuallyHidden> : null}
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
              <p className="pv-name">{name}</p>
              {role ? <p className="pv-role">{role}</p> : null}
              {figures.length > 0 ? (
                <dl className="pv-figures">
                  {figures.map((figure) => (
                    <div key={figure._key}>
                      <dt>{figure.label}</dt>
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
            {matchLabel ? (
              <p className="pv-match">
                <Icon name="heart" />
                {matchLabel}
              </p>
            ) : null}
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
        {chatMessage ? (
          <p className="pv-chat">
            <span>{chatMessage}</span>
          </p>
        ) : null}
      </div>
    </div>
  )
}
