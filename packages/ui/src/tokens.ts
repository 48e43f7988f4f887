/**
 * Design tokens. Values live here once; components reference them as CSS custom properties
 * (`tokens.color.primary` → `var(--color-primary)`) because ThemeProvider (React context) does not
 * reach server components. `tokensCss` declares the properties on `:root`; `darkToneCss` re-declares
 * the colour roles for dark sections, so every component inside one adapts without props.
 */

export const colorValues = {
  bg: '#ffffff',
  bgMuted: '#f6f6fb',
  surface: '#ffffff',
  surfaceMuted: '#f6f6fb',
  fg: '#0f1023',
  fgMuted: '#4a4d68',
  border: '#e6e6f0',
  borderStrong: '#cfd0df',
  primary: '#4b3ae0',
  primaryHover: '#3c2cc4',
  primaryFg: '#ffffff',
  primarySoft: '#eeecfe',
  primarySoftFg: '#3c2cc4',
  accent: '#ffb547',
  accentHover: '#ffa424',
  accentFg: '#2a1600',
  accentSoft: '#fff1e0',
  accentSoftFg: '#a14705',
  accentText: '#b34d07',
  secondary: '#efeef8',
  secondaryHover: '#e3e1f2',
  secondaryFg: '#1b1940',
  destructive: '#d92d20',
  destructiveHover: '#b42318',
  destructiveFg: '#ffffff',
  destructiveSoft: '#fef0ef',
  destructiveSoftFg: '#b42318',
  success: '#15803d',
  successSoft: '#e9f9ef',
  successSoftFg: '#166534',
  link: '#4b3ae0',
  ring: '#4b3ae0',
  highlightFrom: '#4b3ae0',
  highlightTo: '#b3366e',
} as const

export type ColorRole = keyof typeof colorValues

/** Colour roles inside a dark section (hero, final call to action). */
export const darkColorValues = {
  bg: '#0b0a1f',
  bgMuted: '#131130',
  surface: '#17153b',
  surfaceMuted: '#1d1a47',
  fg: '#f5f4ff',
  fgMuted: '#b9b6dc',
  border: '#2a2752',
  borderStrong: '#444077',
  primary: '#6152f0',
  primaryHover: '#5443e6',
  primaryFg: '#ffffff',
  primarySoft: '#231f52',
  primarySoftFg: '#cdc7ff',
  accentSoft: '#33230f',
  accentSoftFg: '#ffc56e',
  accentText: '#ffb547',
  secondary: '#f5f4ff',
  secondaryHover: '#dedcf7',
  secondaryFg: '#0b0a1f',
  destructiveSoft: '#3a1416',
  destructiveSoftFg: '#ffb4ad',
  successSoft: '#0f2e1d',
  successSoftFg: '#86efac',
  link: '#b3aaff',
  ring: '#a99fff',
  highlightFrom: '#b3aaff',
  highlightTo: '#ffb547',
} as const satisfies Partial<Record<ColorRole, string>>

const spaceValues = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  32: '8rem',
} as const

export type SpaceKey = keyof typeof spaceValues

const values = {
  color: colorValues,
  space: spaceValues,
  radius: {
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    full: '9999px',
  },
  font: {
    // --font-sans is set by the app (next/font/local with Inter); the rest is the fallback stack.
    sans: "var(--font-sans, 'Inter Variable'), ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    base: 'clamp(1rem, 0.97rem + 0.15vw, 1.0625rem)',
    lg: 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
    xl: 'clamp(1.25rem, 1.14rem + 0.5vw, 1.5rem)',
    '2xl': 'clamp(1.5rem, 1.3rem + 0.9vw, 2rem)',
    '3xl': 'clamp(1.875rem, 1.5rem + 1.6vw, 2.75rem)',
    '4xl': 'clamp(2.25rem, 1.7rem + 2.4vw, 3.5rem)',
    '5xl': 'clamp(2.625rem, 1.8rem + 3.6vw, 4.5rem)',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.08',
    snug: '1.25',
    normal: '1.6',
  },
  letterSpacing: {
    tighter: '-0.035em',
    tight: '-0.02em',
    normal: '0',
    wide: '0.08em',
  },
  shadow: {
    xs: '0 1px 2px rgb(16 16 48 / 0.06)',
    sm: '0 1px 2px rgb(16 16 48 / 0.05), 0 2px 6px -1px rgb(16 16 48 / 0.06)',
    md: '0 1px 2px rgb(16 16 48 / 0.04), 0 6px 16px -4px rgb(16 16 48 / 0.1)',
    lg: '0 2px 4px rgb(16 16 48 / 0.04), 0 16px 40px -12px rgb(30 24 90 / 0.18)',
    xl: '0 4px 8px rgb(16 16 48 / 0.04), 0 32px 72px -20px rgb(40 30 120 / 0.3)',
  },
  duration: {
    fast: '150ms',
    base: '250ms',
    slow: '600ms',
  },
  easing: {
    out: 'cubic-bezier(0.16, 1, 0.3, 1)',
    inOut: 'cubic-bezier(0.65, 0, 0.35, 1)',
  },
  size: {
    containerNarrow: '46rem',
    container: '76rem',
    containerWide: '88rem',
    gutter: 'clamp(1.25rem, 4vw, 2.5rem)',
    sectionY: 'clamp(4rem, 3rem + 5vw, 7.5rem)',
    sectionYCompact: 'clamp(2.5rem, 2rem + 3vw, 4.5rem)',
    headerHeight: '4.5rem',
  },
  z: {
    header: '40',
    overlay: '50',
    toast: '60',
  },
} as const

type TokenRefs<T> = { readonly [K in keyof T]: T[K] extends string ? string : TokenRefs<T[K]> }

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

// `font` → `--font-family-*`: `--font-sans` belongs to the app (next/font) and is referenced here.
const prefix = (group: string) => (group === 'font' ? 'font-family' : kebab(group))

export const cssVarName = (group: string, key: string) => `--${prefix(group)}-${kebab(key)}`

function buildRefs<T extends Record<string, Record<string, string>>>(tree: T): TokenRefs<T> {
  const refs: Record<string, Record<string, string>> = {}
  for (const [group, entries] of Object.entries(tree)) {
    const groupRefs: Record<string, string> = {}
    for (const key of Object.keys(entries)) groupRefs[key] = `var(${cssVarName(group, key)})`
    refs[group] = groupRefs
  }
  return refs as TokenRefs<T>
}

function declarations(group: string, entries: Record<string, string>) {
  return Object.entries(entries)
    .map(([key, value]) => `${cssVarName(group, key)}:${value};`)
    .join('')
}

/** `var(--…)` references for styled templates, e.g. `tokens.color.primary`, `tokens.space[4]`. */
export const tokens = buildRefs(values)

/** Raw token values (for tests and for places where a custom property cannot be used). */
export const tokenValues = values

/** The `:root{…}` declarations of every token. */
export const tokensCss = `:root{${Object.entries(values)
  .map(([group, entries]) => declarations(group, entries))
  .join('')}}`

/** Declarations (no selector) that turn a subtree into the dark tone. */
export const darkToneCss = `${declarations('color', darkColorValues)}color-scheme:dark;`

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/** Media queries for styled templates: `${media.md} { … }` (custom properties cannot be used here). */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm / 16}em)`,
  md: `@media (min-width: ${breakpoints.md / 16}em)`,
  lg: `@media (min-width: ${breakpoints.lg / 16}em)`,
  xl: `@media (min-width: ${breakpoints.xl / 16}em)`,
  belowMd: `@media (max-width: ${(breakpoints.md - 0.02) / 16}em)`,
  motionSafe: '@media (prefers-reduced-motion: no-preference)',
  hover: '@media (hover: hover) and (pointer: fine)',
} as const
