import { embeddedImageUrl, parseImageRef } from './assets'
import type { ContentConfig } from './config'
import { createImageUrlBuilder } from '@sanity/image-url'

/** An image field as queries project it: `image{ asset, crop, hotspot, alt }`. */
export interface ImageSource {
  asset?: { _ref?: string } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null
  alt?: string | null
}

export interface ImageOptions {
  /** The width the image is shown at, in CSS pixels. */
  width: number
  /** The `sizes` attribute when the shown width depends on the viewport. */
  sizes?: string
}

/** Attributes for a plain `<img>`: width and height always set, so nothing shifts while loading. */
export interface ImageProps {
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  alt: string
}

export type ImagePropsFor = (
  image: ImageSource | null | undefined,
  options: ImageOptions,
) => ImageProps | null

/**
 * The image helper of one content configuration. Sanity: URLs from @sanity/image-url (crop and
 * hotspot applied, format chosen by the browser's Accept header) in 1x and 2x; with an
 * `apiHost` (the local Content Lake server) images come from that host too. Embedded: the
 * dataset's file as the app serves it under `/content-images`. Null for a missing or broken image,
 * so the section can leave it out.
 */
export function createImageProps(config: ContentConfig): ImagePropsFor {
  const builder =
    config.kind === 'sanity'
      ? createImageUrlBuilder({
          projectId: config.projectId,
          dataset: config.dataset,
          ...(config.apiHost ? { baseUrl: config.apiHost } : {}),
        })
      : undefined

  return (image, { width, sizes }) => {
    const asset = parseImageRef(image?.asset?._ref)
    if (!image || !asset || !Number.isFinite(width) || width <= 0) return null
    const shownWidth = Math.round(width)
    // Alt text of another type (a broken import) reads as decorative, not as `[object Object]`.
    const alt = typeof image.alt === 'string' ? image.alt : ''

    if (!builder) {
      const height = Math.round((shownWidth * asset.height) / asset.width)
      return { src: embeddedImageUrl(asset.fileName), width: shownWidth, height, alt }
    }

    const crop = complete(image.crop, ['top', 'bottom', 'left', 'right'])
    const hotspot = complete(image.hotspot, ['x', 'y', 'width', 'height'])
    const croppedWidth = asset.width * (1 - (crop ? crop.left + crop.right : 0))
    const croppedHeight = asset.height * (1 - (crop ? crop.top + crop.bottom : 0))
    if (!(croppedWidth > 0 && croppedHeight > 0)) return null
    const height = Math.round((shownWidth * croppedHeight) / croppedWidth)

    const source = { asset: { _ref: asset.id }, ...(crop && { crop }), ...(hotspot && { hotspot }) }
    const url = (w: number) =>
      builder
        .image(source)
        .width(w)
        .height(Math.round((w * croppedHeight) / croppedWidth))
        .auto('format')
        .url()
    const srcSet = sizes
      ? `${url(shownWidth)} ${shownWidth}w, ${url(shownWidth * 2)} ${shownWidth * 2}w`
      : `${url(shownWidth)} 1x, ${url(shownWidth * 2)} 2x`
    return {
      src: url(shownWidth),
      srcSet,
      ...(sizes ? { sizes } : {}),
      width: shownWidth,
      height,
      alt,
    }
  }
}

/** The object with all the given numeric fields, or undefined: a partial crop is ignored. */
function complete<K extends string>(
  value: Partial<Record<K, number>> | null | undefined,
  keys: K[],
): Record<K, number> | undefined {
  if (!value) return undefined
  return keys.every((key) => Number.isFinite(value[key])) ? (value as Record<K, number>) : undefined
}
