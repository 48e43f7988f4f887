import { primitivesCss } from './classes'
import { tokens, tokensCss } from './tokens'

const t = tokens

/**
 * Modern reset and base styles. Element rules sit in `:where()` (zero specificity) so any
 * component class wins regardless of order in the document. German text hyphenates: its long
 * compounds would otherwise overflow narrow columns or break without a hyphen (overflow-wrap).
 */
const resetCss = `
*,*::before,*::after{box-sizing:border-box}
:where(html){-webkit-text-size-adjust:none;text-size-adjust:none;hanging-punctuation:first last;color-scheme:light}
:where(body){margin:0;min-height:100vh;min-height:100dvh;font-family:${t.font.sans};font-size:${t.fontSize.base};line-height:${t.lineHeight.normal};color:${t.color.fg};background:${t.color.bg};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;text-rendering:optimizeLegibility;font-optical-sizing:auto}
:where(h1,h2,h3,h4,h5,h6,p,figure,blockquote,dl,dd){margin:0}
:where(h1,h2,h3,h4,h5,h6){font-weight:${t.fontWeight.bold};line-height:${t.lineHeight.snug};text-wrap:balance;overflow-wrap:break-word}
:where(p,li,dt,dd,figcaption,blockquote){text-wrap:pretty;overflow-wrap:break-word}
:where(:lang(de)){-webkit-hyphens:auto;hyphens:auto}
:where(ul,ol)[role='list']{list-style:none;margin:0;padding:0}
:where(img,picture,video,canvas){display:block;max-width:100%}
:where(img,video){height:auto}
:where(input,button,textarea,select){font:inherit;color:inherit;letter-spacing:inherit}
:where(button,summary,label[for]){cursor:pointer}
:where(table){border-collapse:collapse}
:where(a:not([class])){color:${t.color.link};text-decoration-thickness:0.08em;text-underline-offset:0.18em}
:where(a:not([class]):hover){text-decoration-thickness:0.14em}
:where(:focus-visible){outline:2px solid ${t.color.ring};outline-offset:3px}
:where([id]){scroll-margin-top:calc(${t.size.headerHeight} + ${t.space[4]})}
:where([hidden]:not([hidden='until-found'])){display:none !important}
::selection{background:${t.color.primarySoft};color:${t.color.fg}}
@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms !important;animation-iteration-count:1 !important;transition-duration:0.01ms !important;scroll-behavior:auto !important}}
`

/** Class-based styles for client islands, which must not import styled-components. */
const islandCss = `
.ui-visually-hidden{position:absolute !important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
`

/**
 * Everything the design system needs globally: tokens, reset, island classes, primitives.
 * `npm run build` writes it to `dist/global.css`, which the app imports once (`@repo/ui/global.css`):
 * a cached static stylesheet instead of the same text inline in every page and its RSC payload.
 */
export const globalCss = (tokensCss + resetCss + islandCss + primitivesCss).replace(/\n/g, '')
