// The generated files must match the Studio's schemas and the site's queries: the section
// registries derived from schemas.ts, the schema (read at runtime by the content normaliser), the
// types and the content model. Regenerates them (`npm run typegen`) and fails if any changed.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const generated = [
  'packages/sections/src/projections.ts',
  'packages/sections/src/registry.tsx',
  'packages/content/src/schema.json',
  'packages/content/src/sanity.types.ts',
  'docs/content-model.md',
]
const read = () => generated.map((file) => readFileSync(file, 'utf8'))

const before = read()
execFileSync('npm', ['run', 'typegen', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
const stale = generated.filter((_, index) => read()[index] !== before[index])
if (stale.length > 0) {
  console.error(
    `✗ ${stale.join(', ')} did not match the schemas and queries: regenerated them with ` +
      '`npm run typegen`; review and commit the change.',
  )
  process.exit(1)
}
console.log('✓ generated registries, schema, types and content model are up to date')
