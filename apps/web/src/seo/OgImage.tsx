import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { withoutLineBreakMarks } from '@repo/content/typeset'
import { darkColorValues as colors } from '@repo/ui/tokens'
import { ogImageSize } from './ogImageSize'

// Resolved from the app's folder at run time: the font files are read, not bundled.
const resolveFromApp = createRequire(path.join(process.cwd(), 'package.json')).resolve

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 }[]> | undefined

/** Self-hosted Inter (@fontsource, WOFF: the image renderer reads no WOFF2); no network. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      data: await readFile(
        resolveFromApp(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  )
  return fonts
}

export interface OgImageContent {
  brand: string
  title: string
  description?: string
}

/**
 * At most `max` characters, cut at a word with an ellipsis: the image has room for a few lines,
 * and laying out a pasted essay would only slow the route down.
 */
export function fitText(text: string, max: number): string {
  // The image font has no glyph for typesetting's invisible marks: the renderer would fetch one.
  const value = withoutLineBreakMarks(text)
  if (value.length <= max) return value
  const space = value.lastIndexOf(' ', max - 1)
  return `${value.slice(0, space > max / 2 ? space : max - 1).trimEnd()}…`
}

/** A page's share image, drawn from its content in the hero's colours. */
export async function renderOgImage(content: OgImageContent) {
  const brand = fitText(content.brand, 40)
  const title = fitText(content.title, 120)
  const description = content.description && fitText(content.description, 200)
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '72px 80px',
        backgroundColor: colors.bg,
        backgroundImage:
          'radial-gradient(circle at 85% 0%, rgba(97,82,240,0.55), transparent 55%), radial-gradient(circle at 0% 100%, rgba(255,181,71,0.22), transparent 50%)',
        color: colors.fg,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundColor: colors.primary,
          }}
        />
        <div style={{ fontSize: 36, fontWeight: 700 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 66, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5 }}>
          {title}
        </div>
        {description ? (
          <div style={{ fontSize: 30, lineHeight: 1.4, color: colors.fgMuted }}>{description}</div>
        ) : null}
      </div>
    </div>,
    { ...ogImageSize, fonts: await loadFonts() },
  )
}
