import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { ReactNode } from 'react'
import { newTabProps } from './href'
import { linkTarget, type LinkValue } from './link'
import { hyphenate } from './hyphenate'

/** A portable text block reduced to what the site renders (blockContent). */
export interface RichTextBlock {
  _type: 'block'
  _key?: string
  style: 'normal' | 'h2' | 'h3'
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: ({ _key: string; _type: string } & LinkValue)[]
  children: { _type: 'span'; _key?: string; text: string; marks: string[] }[]
}

const styles = new Set(['normal', 'h2', 'h3'])
const lists = new Set(['bullet', 'number'])
const decorators = new Set(['strong', 'em'])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const optionalKey = (value: unknown) => (typeof value === 'string' ? { _key: value } : {})

/**
 * The blocks of portable text that render safely: text blocks only (images, embeds and other
 * unknown types are dropped), with the styles, lists and marks of `blockContent`. Other styles
 * (e.g. a pasted `h1`, which would compete with the page's heading) become paragraphs.
 */
export function richTextBlocks(value: unknown): RichTextBlock[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((block): RichTextBlock[] => {
    if (!isObject(block) || block._type !== 'block' || !Array.isArray(block.children)) return []
    const markDefs = (Array.isArray(block.markDefs) ? block.markDefs : []).filter(
      (mark): mark is RichTextBlock['markDefs'][number] =>
        isObject(mark) && typeof mark._key === 'string' && typeof mark._type === 'string',
    )
    const markKeys = new Set(markDefs.map((mark) => mark._key))
    const children = block.children.flatMap((span): RichTextBlock['children'] =>
      isObject(span) && span._type === 'span' && typeof span.text === 'string'
        ? [
            {
              _type: 'span',
              ...optionalKey(span._key),
              text: span.text,
              marks: (Array.isArray(span.marks) ? span.marks : []).filter(
                (mark): mark is string =>
                  typeof mark === 'string' && (decorators.has(mark) || markKeys.has(mark)),
              ),
            },
          ]
        : [],
    )
    if (!children.some((span) => span.text.trim() !== '')) return []
    const listItem = typeof block.listItem === 'string' ? block.listItem : undefined
    return [
      {
        _type: 'block',
        ...optionalKey(block._key),
        style: styles.has(block.style as string)
          ? (block.style as RichTextBlock['style'])
          : 'normal',
        ...(listItem
          ? {
              listItem: lists.has(listItem) ? (listItem as 'bullet' | 'number') : 'bullet',
              level:
                Number.isInteger(block.level) && (block.level as number) > 0
                  ? (block.level as number)
                  : 1,
            }
          : {}),
        markDefs,
        children,
      },
    ]
  })
}

/** Headings are laid out in large type: their long words get hyphenation points. */
const withHyphenatedHeadings = (block: RichTextBlock): RichTextBlock =>
  block.style === 'normal'
    ? block
    : {
        ...block,
        children: block.children.map((span) => ({ ...span, text: hyphenate(span.text) })),
      }

/** The plain text of a block (e.g. a heading for a table of contents). */
export const blockText = (block: RichTextBlock) => block.children.map((span) => span.text).join('')

/**
 * A link in text: to the linked document's current path or a safe address elsewhere (in a new
 * tab); its text alone when the target has no page.
 */
export function TextLink({ link, children }: { link: LinkValue | undefined; children: ReactNode }) {
  const target = linkTarget(link)
  if (!target) return <>{children}</>
  return (
    <a href={target.href} {...(target.external ? newTabProps : {})}>
      {children}
    </a>
  )
}

function components(anchors: Readonly<Record<string, string>>): PortableTextComponents {
  const id = (key: string | undefined) => (key ? anchors[key] : undefined)
  return {
    block: {
      h2: ({ children, value }) => <h2 id={id(value._key)}>{children}</h2>,
      h3: ({ children, value }) => <h3 id={id(value._key)}>{children}</h3>,
    },
    marks: {
      link: ({ value, children }) => <TextLink link={value as LinkValue}>{children}</TextLink>,
    },
    // An annotation type this site does not know (richTextBlocks keeps its text): plain content.
    unknownMark: ({ children }) => <>{children}</>,
  }
}

interface RichTextProps {
  /** Portable text; anything else renders nothing. */
  value: unknown
  /** Element ids of headings by block `_key` (anchors of a table of contents). */
  anchors?: Readonly<Record<string, string>>
}

/**
 * Portable text as semantic HTML: paragraphs, h2/h3, bullet and numbered lists, strong, em and
 * links to the site's documents or safe addresses (http(s), mailto; other sites in a new tab).
 * Renders without client JavaScript; style it from one wrapper such as `Prose`.
 */
export function RichText({ value, anchors = {} }: RichTextProps) {
  const blocks = richTextBlocks(value)
  if (blocks.length === 0) return null
  return (
    <PortableText
      value={blocks.map(withHyphenatedHeadings)}
      components={components(anchors)}
      onMissingComponent={false}
    />
  )
}
