// The generated schema (read at runtime by the content normaliser) and types must match the
// Studio's schemas and the site's queries: regenerates both and fails if either changed.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const generated = ['packages/content/src/schema.json', 'packages/content/src/sanity.types.ts']
const read = () => generated.map((file) => readFileSync(file, 'utf8'))

const before = read()
execFileSync('npm', ['run', 'typegen', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
const stale = generated.filter((_, index) => read()[index] !== before[index])
if (stale.length > 0) {
  console.error(
    `✗ ${stale.join(' and ')} did not match the schemas and queries: regenerated them with ` +
      '`npm run typegen`; review and commit the change.',
  )
  process.exit(1)
}
console.log('✓ generated schema and types are up to date')
