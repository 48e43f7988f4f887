import type { CSSProperties } from 'react'
import localFont from 'next/font/local'

// Inter (variable, self-hosted from @fontsource-variable/inter), latin and latin-ext only, as
// two faces of one family split by unicode-range like Fontsource does: a German page downloads
// just the latin file; latin-ext loads only when a name needs it. The files are Fontsource's cut
// to weights 400-700 by scripts/subset-fonts.mjs (before dev and build). next/font needs literal
// options, hence the repetition.
//
// Not preloaded: text paints at once in the metric-matched fallback (fonts.css) and swaps. A
// preload puts the font ahead of the page's own bytes on a phone's connection; it delayed the
// first paint in every measurement, with CSS as a file and inlined (docs/performance.md).
//
// No generated fallback (adjustFontFallback): next/font's face tries only local(Arial), which
// Android, Linux and ChromeOS lack; fonts.css declares one they all resolve. Like the latin-ext
// face below, only its @font-face rule is used: fontSansVariable names the family.
export const interLatin = localFont({
  src: '../../fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Inter Variable'" },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

// Only its @font-face rule matters: it adds the latin-ext range to the 'Inter Variable' family.
// Its range leaves out what the latin face covers (ı, Œ, combining marks, punctuation): where two
// faces cover a character the browser takes the later one, which would fetch this 85 KB file.
export const interLatinExt = localFont({
  src: '../../fonts/inter-latin-ext-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Inter Variable'" },
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

/**
 * `--font-sans` for the root element: the family both faces declare, then its metric-matched
 * fallback (fonts.css). The faces are renamed by their declarations, so next/font's own family
 * names (`style.fontFamily`) name nothing and are left out.
 */
export const fontSansVariable = {
  '--font-sans': "'Inter Variable', 'Inter Fallback'",
} as CSSProperties
