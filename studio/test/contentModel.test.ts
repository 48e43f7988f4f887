import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentModel } from '../contentModel'
import { schemaTypes } from '../schemas'

const file = path.resolve(__dirname, '../../docs/content-model.md')

test('docs/content-model.md is what the schemas say (UPDATE_CONTENT_MODEL=1 rewrites it)', () => {
  const generated = `${contentModel(schemaTypes as never)}\n`
  if (process.env.UPDATE_CONTENT_MODEL === '1') writeFileSync(file, generated)
  expect(readFileSync(file, 'utf8')).toBe(generated)
})

test('the content model lists every type with its fields', () => {
  const generated = contentModel(schemaTypes as never)
  for (const type of schemaTypes) expect(generated).toContain(`### \`${type.name}\``)
  expect(generated).toMatch(/\| `slug` \| Pfad \| slug \| yes \|/)
  expect(generated).toMatch(/\| `sections` \| Abschnitte \| array of heroSection, /)
})
