import { primitivesCss } from './classes'
import { colorValues, darkColorValues, media, tokens, tokensCss, type ColorRole } from './tokens'

type Rgb = [number, number, number]

const rgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const luminance = ([r, g, b]: Rgb) => {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
}

/** WCAG 2 contrast ratio. */
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb =>
  top.map((c, i) => Math.round(c * alpha + bottom[i]! * (1 - alpha))) as Rgb

/** Text role on background role: every pair the components use. */
const textPairs: [ColorRole, ColorRole][] = [
  ['fg', 'bg'],
  ['fg', 'bgMuted'],
  ['fg', 'surface'],
  ['fg', 'surfaceMuted'],
  ['fgMuted', 'bg'],
  ['fgMuted', 'bgMuted'],
  ['fgMuted', 'surface'],
  ['fgMuted', 'surfaceMuted'],
  ['bg', 'fg'],
  ['primaryFg', 'primary'],
  ['primaryFg', 'primaryHover'],
  ['primarySoftFg', 'primarySoft'],
  ['primarySoftFg', 'surface'],
  ['accentFg', 'accent'],
  ['accentFg', 'accentHover'],
  ['accentSoftFg', 'accentSoft'],
  ['accentText', 'bg'],
  ['accentText', 'bgMuted'],
  ['accentText', 'surface'],
  ['secondaryFg', 'secondary'],
  ['secondaryFg', 'secondaryHover'],
  ['destructiveFg', 'destructive'],
  ['destructiveFg', 'destructiveHover'],
  ['destructiveSoftFg', 'destructiveSoft'],
  ['successSoftFg', 'successSoft'],
  ['link', 'bg'],
  ['link', 'bgMuted'],
  ['link', 'surface'],
  ['link', 'surfaceMuted'],
  ['highlightFrom', 'bg'],
  ['highlightTo', 'bg'],
]

const schemes = {
  light: colorValues as Record<ColorRole, string>,
  dark: { ...colorValues, ...darkColorValues } as Record<ColorRole, string>,
}

describe.each(Object.entries(schemes))('%s colours', (_scheme, palette) => {
  it.each(textPairs)('%s on %s reaches WCAG AA (4.5:1)', (text, background) => {
    expect(contrast(rgb(palette[text]), rgb(palette[background]))).toBeGreaterThanOrEqual(4.5)
  })

  it('focus ring stands out from every background (3:1)', () => {
    for (const background of ['bg', 'bgMuted', 'surface'] as const) {
      expect(contrast(rgb(palette.ring), rgb(palette[background]))).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('dark section glow', () => {
  it('keeps muted text readable where the violet glow is strongest', () => {
    const dark = schemes.dark
    const glow = over([97, 82, 240], 0.34, rgb(dark.bg))
    expect(contrast(rgb(dark.fgMuted), glow)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(rgb(dark.link), glow)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('dark tone class', () => {
  it('turns any subtree dark: dark colour roles, dark background, light text', () => {
    const rule = primitivesCss.match(/\.ui-tone-dark\{([^}]*)\}/)?.[1] ?? ''
    expect(rule).toContain(`--color-bg:${darkColorValues.bg}`)
    expect(rule).toContain(`--color-fg:${darkColorValues.fg}`)
    expect(rule).toContain('background-color:var(--color-bg)')
    expect(rule).toContain('color:var(--color-fg)')
  })
})

describe('tokens', () => {
  it('references the custom properties that tokensCss declares', () => {
    const refs = [
      tokens.color.primary,
      tokens.space[4],
      tokens.radius.lg,
      tokens.font.sans,
      tokens.shadow.md,
    ]
    expect(refs).toEqual([
      'var(--color-primary)',
      'var(--space-4)',
      'var(--radius-lg)',
      'var(--font-family-sans)',
      'var(--shadow-md)',
    ])
    for (const ref of refs) {
      const name = ref.slice(4, -1)
      expect(tokensCss).toContain(`${name}:`)
    }
    expect(tokensCss.startsWith(':root{')).toBe(true)
  })

  it('builds the font stack on the app font variable', () => {
    expect(tokensCss).toMatch(/--font-family-sans:var\(--font-sans,/)
  })

  it('exposes breakpoints as media queries', () => {
    expect(media.md).toBe('@media (min-width: 48em)')
  })
})
