// Writes dist/stylesheets.js: the stylesheet of every component of the section types
// (src/**/<Name>.css, and keen-slider's) as its text, by root class (`PlanCard.css` → `plan-card`),
// processed as Next processes CSS (Lightning CSS, minified, nesting lowered for Next's default
// browser targets). `stylesheet()` (src/shared/stylesheet.tsx) inlines them into the pages that
// render the component. Runs as this package's build, before the site's.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { transform } from 'lightningcss'

const src = new URL('../src/', import.meta.url).pathname
const dist = new URL('../dist/', import.meta.url)

// Next's default targets (chrome 111, edge 111, firefox 111, safari 16.4) in Lightning CSS's
// encoding: major << 16 | minor << 8.
const targets = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 111 << 16,
  safari: (16 << 16) | (4 << 8),
}

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

/** `PlanCard.css` → `plan-card`, the root class its rules live under (apps/web/src/stylesheets.test.ts). */
const rootClass = (file) =>
  basename(file, '.css')
    .replace(/(?<=[a-z0-9])([A-Z])/g, '-$1')
    .toLowerCase()

const sources = [
  ...filesUnder(src)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [rootClass(file), file]),
  ['keen-slider', createRequire(import.meta.url).resolve('keen-slider/keen-slider.min.css')],
].sort(([a], [b]) => a.localeCompare(b))

const stylesheets = Object.fromEntries(
  sources.map(([name, file]) => {
    const { code } = transform({ filename: file, code: readFileSync(file), minify: true, targets })
    return [name, code.toString()]
  }),
)

mkdirSync(dist, { recursive: true })
writeFileSync(
  new URL('stylesheets.js', dist),
  `export const stylesheets = ${JSON.stringify(stylesheets, null, 1)}\n`,
)
