import { readFileSync } from 'node:fs'
import path from 'node:path'

// The README's Configuration table is the one list of environment variables: it must name every
// variable turbo.json passes to builds and the env modules read, and nothing else.

const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** Variables in the first column of the table under "## Configuration". */
function documentedVariables(): string[] {
  const readme = read('README.md')
  const start = readme.indexOf('\n## Configuration\n')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` +\|/gm)].map(([, name]) => name!)
}

const turbo = JSON.parse(read('turbo.json')) as {
  globalPassThroughEnv: string[]
  tasks: { build: { env: string[] } }
}

/** The modules that read the site's and the Studio's environment. */
const envModules = ['apps/web/src/lib/env.ts', 'apps/web/next.config.ts', 'studio/env.ts']

test('the table lists every variable builds depend on', () => {
  const documented = documentedVariables()
  expect(documented.length).toBeGreaterThan(10)
  expect(turbo.tasks.build.env.filter((name) => !documented.includes(name))).toEqual([])
})

test('every variable in the table is declared in turbo.json', () => {
  const declared = new Set([...turbo.tasks.build.env, ...turbo.globalPassThroughEnv])
  expect(documentedVariables().filter((name) => !declared.has(name))).toEqual([])
})

// Set by Node and Next themselves (`next dev` / `next build`), not by whoever runs the site.
const runtimeVariables = new Set(['NODE_ENV', 'NEXT_PHASE'])

test('every variable the env modules read is in the table', () => {
  const documented = new Set([...documentedVariables(), ...runtimeVariables])
  const readVariables = envModules.flatMap((file) =>
    [...read(file).matchAll(/process\.env\.([A-Z0-9_]+)/g)].map(([, name]) => name!),
  )
  expect(readVariables.length).toBeGreaterThan(5)
  expect(readVariables.filter((name) => !documented.has(name))).toEqual([])
})
