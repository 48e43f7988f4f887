import type { ImagePropsFor } from '@repo/content/images'
import { Reveal, Section, SectionHeader } from '@repo/ui'
import { anchor, bandTone } from '../props'
import { SECTION_HEADING_SIZE } from '../shared/LandingSection'
import { stylesheet } from '../shared/stylesheet'
import type { SectionOf } from '../types'
import { ProductMediaFigure } from './ProductMediaFigure'

const styles = stylesheet('product-media')

interface ProductMediaProps {
  content: SectionOf<'productMediaSection'>
  imageProps: ImagePropsFor
}

/** A band with a real screenshot or clip of the product, under an optional heading. */
export function ProductMedia({ content, imageProps }: ProductMediaProps) {
  const id = anchor(content, 'produkt')
  const { heading, media } = content
  if (!media) return null

  return (
    <Section
      id={id}
      tone={bandTone(content)}
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      {heading ? (
        <Reveal>
          <SectionHeader
            eyebrow={content.eyebrow ?? undefined}
            heading={heading}
            headingId={`${id}-heading`}
            size={SECTION_HEADING_SIZE}
            lead={content.text ?? undefined}
          />
        </Reveal>
      ) : null}
      <div className="product-media">
        <ProductMediaFigure
          content={media}
          imageProps={imageProps}
          width={960}
          sizes="(min-width: 64em) 960px, 100vw"
        />
      </div>
      {styles}
    </Section>
  )
}
