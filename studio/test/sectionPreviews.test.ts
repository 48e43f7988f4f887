import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { isArraySchemaType, isObjectSchemaType } from 'sanity'
import sharp from 'sharp'
import { sectionTypeNames } from '../schemas/documents/page'
import { studioSchema } from './dataset'

// The insert menu's grid shows each section type with a picture from studio/static (served by the
// Studio at /static/...), drawn by `npm run section-previews -w studio`. Every type has one, and
// no picture is left over from a type that is gone.

const studioDir = path.resolve(__dirname, '..')

/** The picture the page's insert menu asks for, as a file of the Studio's static folder. */
function previewFile(type: string): string {
  const page = studioSchema().get('page')!
  const sections = isObjectSchemaType(page)
    ? page.fields.find((field) => field.name === 'sections')?.type
    : undefined
  if (!sections || !isArraySchemaType(sections)) throw new Error('page has no sections array')
  const grid = sections.options?.insertMenu?.views?.find((view) => view.name === 'grid')
  const url = grid && 'previewImageUrl' in grid ? grid.previewImageUrl?.(type) : undefined
  if (!url?.startsWith('/static/')) throw new Error(`preview URL ${url} is not in /static/`)
  return path.join(studioDir, url)
}

const previewsDir = path.dirname(previewFile(sectionTypeNames[0]!))

test.each(sectionTypeNames)('%s has a 3:2 preview picture of the section', async (type) => {
  const file = previewFile(type)
  const { format, width = 0, height = 0 } = await sharp(file).metadata()
  expect(format).toBe('png')
  // The grid's tiles are 3:2 and at least 118 px wide; large enough for a sharp tile, small
  // enough for the Studio's bundle.
  expect(width / height).toBeCloseTo(3 / 2, 2)
  expect(width).toBeGreaterThanOrEqual(360)
  expect(width).toBeLessThanOrEqual(1200)
  expect(statSync(file).size).toBeLessThan(60_000)
  // A screenshot of a section, not a blank or single-coloured tile.
  const { channels } = await sharp(file).stats()
  expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10)
})

test('every picture belongs to a section type, and all of them stay small', () => {
  const files = readdirSync(previewsDir)
  expect(files.filter((file) => !sectionTypeNames.includes(path.basename(file, '.png')))).toEqual(
    [],
  )
  expect(files.filter((file) => path.extname(file) !== '.png')).toEqual([])
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(previewsDir, file)).size, 0)
  expect(bytes).toBeLessThan(1_500_000)
})
