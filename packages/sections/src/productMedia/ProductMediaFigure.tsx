import type { ImagePropsFor } from '@repo/content/images'
import { safeLink } from '../lib/href'
import { stylesheet } from '../shared/stylesheet'
import { LoopingVideo } from '../islands'

const styles = stylesheet('product-media-figure')

/** A product media field as `mediaFields` projects it. */
export interface ProductMediaContent {
  image: { asset?: { _ref?: string } | null; alt?: string | null } | null
  video?: string | null
  caption?: string | null
}

interface ProductMediaFigureProps {
  content: ProductMediaContent | null | undefined
  imageProps: ImagePropsFor
  /** The width it is shown at, at most (CSS px), and the `sizes` for narrower screens. */
  width: number
  sizes?: string
  /** In the first screen (a hero): load at once; elsewhere only when scrolled near. */
  priority?: boolean
  /** Where the parent places it. */
  className?: string
}

/**
 * A screenshot, or a muted looping clip over it: the screenshot is the poster, a lazy `<img>`
 * under the video, so it fills the frame until the clip plays, whatever the visitor's motion
 * setting, and nothing shifts (width and height from the image).
 */
export function ProductMediaFigure({
  content,
  imageProps,
  width,
  sizes,
  priority = false,
  className,
}: ProductMediaFigureProps) {
  const image = content?.image ? imageProps(content.image, { width, sizes }) : null
  if (!image) return null
  const link = safeLink(content?.video)
  const video = link && (link.external || link.href.startsWith('/')) ? link.href : null
  const picture = (
    <img
      {...image}
      alt={video ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  )

  return (
    <figure className={className ? `product-media-figure ${className}` : 'product-media-figure'}>
      <div className="frame">
        {picture}
        {video ? (
          <LoopingVideo
            src={video}
            width={image.width}
            height={image.height}
            aria-label={image.alt || undefined}
          />
        ) : null}
      </div>
      {content?.caption ? <figcaption>{content.caption}</figcaption> : null}
      {styles}
    </figure>
  )
}
