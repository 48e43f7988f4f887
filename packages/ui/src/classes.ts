import { darkToneCss, tokens as t } from './tokens'

/*
 * Class layer for the primitives that appear many times on a page (Heading, Text, Eyebrow) or
 * inside a heading (Highlight).
 * styled-components emits one inline style tag per styled instance in server output;
 * these primitives instead render plain elements with the classes below, shipped once in the
 * global stylesheet. Single-class selectors: a section's styled wrapper, later in the document,
 * still overrides them.
 */

export type HeadingSize = 'display' | '4xl' | '3xl' | '2xl' | 'xl' | 'lg' | 'base'
export type TextSize = 'xs' | 'sm' | 'base' | 'lg' | 'xl'
export type TextTone = 'default' | 'muted' | 'primary' | 'accent'
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold'
export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
] as const
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const
export type ButtonVariant = (typeof buttonVariants)[number]
export type ButtonSize = (typeof buttonSizes)[number]

const headingSizes: Record<HeadingSize, string> = {
  display: `font-size:${t.fontSize['5xl']};line-height:${t.lineHeight.tight};letter-spacing:${t.letterSpacing.tighter}`,
  '4xl': `font-size:${t.fontSize['4xl']};line-height:${t.lineHeight.tight};letter-spacing:${t.letterSpacing.tighter}`,
  '3xl': `font-size:${t.fontSize['3xl']};line-height:1.15;letter-spacing:${t.letterSpacing.tight}`,
  '2xl': `font-size:${t.fontSize['2xl']};line-height:1.2;letter-spacing:${t.letterSpacing.tight}`,
  xl: `font-size:${t.fontSize.xl};line-height:${t.lineHeight.snug};letter-spacing:-0.01em`,
  lg: `font-size:${t.fontSize.lg};line-height:${t.lineHeight.snug};letter-spacing:-0.01em`,
  base: `font-size:${t.fontSize.base};line-height:${t.lineHeight.snug}`,
}

const textSizes: Record<TextSize, string> = {
  xs: `font-size:${t.fontSize.xs};line-height:1.5`,
  sm: `font-size:${t.fontSize.sm};line-height:1.5`,
  base: `font-size:${t.fontSize.base};line-height:${t.lineHeight.normal}`,
  lg: `font-size:${t.fontSize.lg};line-height:${t.lineHeight.normal}`,
  xl: `font-size:${t.fontSize.xl};line-height:${t.lineHeight.normal}`,
}

const textTones: Record<TextTone, string> = {
  default: t.color.fg,
  muted: t.color.fgMuted,
  primary: t.color.link,
  accent: t.color.accentText,
}

const buttonCss = [
  `.ui-button{display:inline-flex;width:auto;align-items:center;justify-content:center;gap:0.5em;margin:0;border:1px solid transparent;border-radius:${t.radius.md};font-family:inherit;font-weight:${t.fontWeight.semibold};line-height:1.25;letter-spacing:-0.01em;text-align:center;text-decoration:none;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;transition:background-color ${t.duration.fast} ease,border-color ${t.duration.fast} ease,color ${t.duration.fast} ease,box-shadow ${t.duration.fast} ease,transform ${t.duration.fast} ease}`,
  `.ui-button:active{transform:translateY(1px)}`,
  `.ui-button:focus-visible{outline:2px solid ${t.color.ring};outline-offset:3px}`,
  `.ui-button:disabled,.ui-button[aria-disabled='true']{opacity:0.55;pointer-events:none}`,
  `.ui-button svg{flex:none;width:1.15em;height:1.15em}`,
  `.ui-button-full{display:flex;width:100%}`,
  // Sizes before variants: the link variant drops the sizes' height and padding.
  `.ui-button-size-default{min-height:2.75rem;padding:0.625rem 1.25rem;font-size:0.9375rem}`,
  `.ui-button-size-sm{min-height:2.25rem;padding:0.4375rem 0.875rem;font-size:${t.fontSize.sm};border-radius:${t.radius.sm}}`,
  `.ui-button-size-lg{min-height:3.25rem;padding:0.8125rem 1.625rem;font-size:1.0625rem}`,
  `.ui-button-size-icon{width:2.75rem;height:2.75rem;padding:0}`,
  `.ui-button-default{background:${t.color.primary};color:${t.color.primaryFg};box-shadow:${t.shadow.sm},inset 0 1px 0 rgb(255 255 255 / 0.16)}`,
  `.ui-button-default:hover{background:${t.color.primaryHover}}`,
  `.ui-button-destructive{background:${t.color.destructive};color:${t.color.destructiveFg};box-shadow:${t.shadow.sm}}`,
  `.ui-button-destructive:hover{background:${t.color.destructiveHover}}`,
  `.ui-button-outline{background:transparent;color:${t.color.fg};border-color:${t.color.borderStrong}}`,
  `.ui-button-outline:hover{background:${t.color.bgMuted};border-color:${t.color.fgMuted}}`,
  `.ui-button-secondary{background:${t.color.secondary};color:${t.color.secondaryFg}}`,
  `.ui-button-secondary:hover{background:${t.color.secondaryHover}}`,
  `.ui-button-ghost{background:transparent;color:${t.color.fg}}`,
  `.ui-button-ghost:hover{background:${t.color.secondary};color:${t.color.secondaryFg}}`,
  `.ui-button-link{min-height:0;padding-inline:0;background:transparent;color:${t.color.link};text-decoration:underline;text-decoration-thickness:0.08em;text-underline-offset:0.2em;box-shadow:none}`,
  `.ui-button-link:hover{text-decoration-thickness:0.14em}`,
].join('')

const rules = (prefix: string, values: Record<string, string>, property?: string) =>
  Object.entries(values)
    .map(([key, value]) => `.${prefix}-${key}{${property ? `${property}:${value}` : value}}`)
    .join('')

const layoutCss = [
  `.ui-container{width:100%;margin-inline:auto;padding-inline:${t.size.gutter}}`,
  `.ui-container-default{max-width:calc(${t.size.container} + 2 * ${t.size.gutter})}`,
  `.ui-container-narrow{max-width:calc(${t.size.containerNarrow} + 2 * ${t.size.gutter})}`,
  `.ui-container-wide{max-width:calc(${t.size.containerWide} + 2 * ${t.size.gutter})}`,
  `.ui-section{position:relative;isolation:isolate;color:${t.color.fg}}`,
  // Bands after the first are styled, laid out and painted only near the viewport, so a long page's
  // first frame holds its first screen rather than every band. `auto` keeps a band's real height
  // once it has rendered; 40rem stands in before that (only the scrollbar sees it). A page's
  // sections sit one per slot (`ui-section-slot`, @repo/sections), so there a band follows a band
  // when its slot follows one holding a band (a rule of its own: `:has` must not void the first).
  `.ui-section+.ui-section{content-visibility:auto;contain-intrinsic-size:auto 40rem}`,
  `.ui-section-slot:has(>.ui-section)+.ui-section-slot>.ui-section{content-visibility:auto;contain-intrinsic-size:auto 40rem}`,
  `.ui-section-y-default{padding-block:${t.size.sectionY}}`,
  `.ui-section-y-compact{padding-block:${t.size.sectionYCompact}}`,
  `.ui-section-y-none{padding-block:0}`,
  `.ui-section-default{background:${t.color.bg}}`,
  `.ui-section-muted{background:${t.color.bgMuted};border-block:1px solid ${t.color.border}}`,
  // Re-declares the colour roles, so everything inside (cards, buttons, text) turns dark too.
  `.ui-section-dark{${darkToneCss}background-color:${t.color.bg};background-image:radial-gradient(60rem 32rem at 85% -10%, rgb(97 82 240 / 0.34), transparent 70%),radial-gradient(40rem 26rem at -5% 110%, rgb(255 181 71 / 0.12), transparent 70%)}`,
  // A dark panel or band outside a dark Section (closing panels, resource heroes).
  `.ui-tone-dark{${darkToneCss}background-color:${t.color.bg};color:${t.color.fg}}`,
  `.ui-section-header{display:flex;flex-direction:column;align-items:center;gap:${t.space[4]};max-width:48rem;margin-inline:auto;margin-block-end:clamp(2.5rem, 2rem + 2vw, 4rem);text-align:center}`,
  `.ui-section-header-start{align-items:flex-start;margin-inline:0;text-align:start}`,
  `.ui-section-header-flush{margin-block-end:0}`,
  `.ui-section-lead{max-width:40rem}`,
  // Scroll-driven reveal (no JS): the hidden start state exists only where view timelines run and
  // motion is welcome, so other browsers, reduced-motion users and no-JS visitors see everything.
  // animation-timeline must follow the animation shorthand, which would reset it.
  // Movement only, no fade: text caught mid-reveal (e.g. at the first screen's lower edge) keeps its
  // full contrast.
  `@keyframes ui-rise{from{transform:translateY(1.5rem) scale(0.985)}to{transform:none}}`,
  `@supports (animation-timeline: view()){@media (prefers-reduced-motion: no-preference){.ui-reveal{animation:ui-rise linear both;animation-timeline:view();animation-range:entry 5% entry 75%}}}`,
  `.ui-icon{flex:none;width:1.25em;height:1.25em;fill:none;stroke:currentColor;stroke-width:1.75;stroke-linecap:round;stroke-linejoin:round}`,
].join('')

export const primitivesCss = [
  layoutCss,
  buttonCss,
  `.ui-heading{margin:0;color:${t.color.fg};font-weight:${t.fontWeight.bold}}`,
  rules('ui-heading', headingSizes),
  `.ui-text{margin:0}`,
  rules('ui-text', textSizes),
  rules('ui-tone', textTones, 'color'),
  rules('ui-weight', t.fontWeight, 'font-weight'),
  `.ui-align-start{text-align:start}.ui-align-center{text-align:center}`,
  `.ui-eyebrow{display:inline-flex;align-items:center;gap:${t.space[2]};margin:0;padding:0.3125rem 0.75rem;border:1px solid ${t.color.border};border-radius:${t.radius.full};background:${t.color.surface};color:${t.color.primarySoftFg};font-size:0.8125rem;font-weight:${t.fontWeight.semibold};line-height:1.3;letter-spacing:0.02em;box-shadow:${t.shadow.xs}}`,
  `.ui-eyebrow::before{content:'';flex:none;width:0.4375rem;height:0.4375rem;border-radius:${t.radius.full};background:${t.color.accent};box-shadow:0 0 0 3px ${t.color.accentSoft}}`,
  `.ui-highlight{background:linear-gradient(100deg,${t.color.highlightFrom},${t.color.highlightTo});-webkit-background-clip:text;background-clip:text;color:transparent;-webkit-box-decoration-break:clone;box-decoration-break:clone}`,
  `@media (forced-colors: active){.ui-highlight{background:none;color:CanvasText}}`,
].join('')

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
