import { css } from 'styled-components'

/** A 24×24 stroke glyph as a CSS image (same drawing as the UI icon set's). */
const glyph = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`,
  )}")`

const marks = {
  check: glyph("<path d='m5 12.5 4.5 4.5L19 7.5'/>"),
  'check-circle': glyph("<circle cx='12' cy='12' r='9'/><path d='m8.5 12.5 2.5 2.5 5-5.5'/>"),
  'x-circle': glyph("<circle cx='12' cy='12' r='9'/><path d='m9 9 6 6M15 9l-6 6'/>"),
}

export type BulletMark = keyof typeof marks

/**
 * A list whose items start with a drawn mark in `color`. The mark is one CSS image for the whole
 * list instead of an inline SVG per item, which the HTML and the RSC payload would both repeat.
 */
export const bulletList = (mark: BulletMark, color: string) => css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    position: relative;
    padding-inline-start: 1.875em;
  }
  > li::before {
    content: '';
    position: absolute;
    inset-block-start: 0.15em;
    inset-inline-start: 0;
    width: 1.25em;
    height: 1.25em;
    background: ${color};
    -webkit-mask: ${marks[mark]} center / contain no-repeat;
    mask: ${marks[mark]} center / contain no-repeat;
  }
`
