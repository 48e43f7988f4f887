import { readFileSync } from 'node:fs'
import path from 'node:path'
import { contentModel } from '../contentModel'
import { schemaTypes } from '../schemas'

const file = path.resolve(__dirname, '../../docs/content-model.md')

test('docs/content-model.md is what the schemas say (`npm run typegen` rewrites it)', () => {
  expect(readFileSync(file, 'utf8')).toBe(`${contentModel(schemaTypes as never)}\n`)
})

test('the content model lists every type with its fields', () => {
  const generated = contentModel(schemaTypes as never)
  for (const type of schemaTypes) expect(generated).toContain(`### \`${type.name}\``)
  expect(generated).toMatch(/\| `slug` \| Pfad \| slug \| yes \|/)
  expect(generated).toMatch(/\| `sections` \| Abschnitte \| array of heroSection, /)
})
