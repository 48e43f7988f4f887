// The site's two registries follow from the Studio's one (src/schemas.ts): for every section type
// `xSection` imported there from `./<folder>/schema`, the page query projects `${xFields}` from
// `./<folder>/query` (projections.ts, a static template TypeGen can read) and the site draws it with
// `xSection` from `./<folder>/render` (registry.tsx). Runs first in `npm run typegen`.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const src = join(dirname(fileURLToPath(import.meta.url)), '../src')
const header = '// Generated from schemas.ts by scripts/generate-registry.mjs — do not edit.\n'

function fail(message) {
  console.error(`✗ generate-registry: ${message}`)
  process.exit(1)
}

const schemas = readFileSync(join(src, 'schemas.ts'), 'utf8')

/** Each section type's folder, from `import { a, b } from './<folder>/schema'`. */
const folderOf = new Map()
for (const [, names, folder] of schemas.matchAll(
  /import\s*\{([^}]*)\}\s*from\s*'\.\/([\w-]+)\/schema'/g,
)) {
  for (const name of names.split(',').map((specifier) => specifier.trim())) {
    if (name) folderOf.set(name, folder)
  }
}

/** The section types in the order of the insert menu's groups (`sectionGroups`). */
const groupsStart = schemas.indexOf('export const sectionGroups')
if (groupsStart < 0) fail('schemas.ts exports no `sectionGroups`')
const groups = schemas.slice(groupsStart, schemas.indexOf('\n]', groupsStart))
const types = [...groups.matchAll(/\b\w+\b/g)]
  .map(([word]) => word)
  .filter((word) => folderOf.has(word))
for (const name of folderOf.keys()) {
  const count = types.filter((type) => type === name).length
  if (count !== 1)
    fail(`${name} is in sectionGroups ${count} times; it belongs in exactly one group`)
}

const exportsOf = (file) => {
  const path = join(src, file)
  const text = existsSync(path) ? readFileSync(path, 'utf8') : ''
  return new Set([...text.matchAll(/^export const (\w+)/gm)].map(([, name]) => name))
}
const fieldsOf = (type) => `${type.replace(/Section$/, '')}Fields`
const missing = []
for (const type of types) {
  const folder = folderOf.get(type)
  if (!type.endsWith('Section')) missing.push(`${type}: a section type's name ends in "Section"`)
  if (!exportsOf(`${folder}/query.ts`).has(fieldsOf(type)))
    missing.push(`${folder}/query.ts exports no ${fieldsOf(type)}`)
  if (!exportsOf(`${folder}/render.tsx`).has(type))
    missing.push(`${folder}/render.tsx exports no ${type}`)
}
if (missing.length > 0) fail(`\n  ${missing.join('\n  ')}`)

/** One import per folder (folders in order, names sorted), of each type's export `nameOf(type)`. */
const imports = (module, nameOf) =>
  [...new Set(types.map((type) => folderOf.get(type)))]
    .sort()
    .map((folder) => {
      const names = types.filter((type) => folderOf.get(type) === folder).map(nameOf)
      return `import { ${names.sort().join(', ')} } from './${folder}/${module}'\n`
    })
    .join('')

const projections = `${header}${imports('query', fieldsOf)}
/**
 * Every section type's projection, selected by its \`_type\`: the page query's \`sections[]\`
 * projection (a template literal of literals, so typegen can read it).
 */
export const sectionProjections = /* groq */ \`
${types.map((type) => `  _type == "${type}" => { \${${fieldsOf(type)}} }`).join(',\n')}
\`
`

const registry = `${header}${imports('render', (type) => type)}import type { SectionRender } from './render'
import type { SectionType } from './types'

export type { SectionContext } from './render'

/** Every section type's component, by \`_type\` (each folder's render.tsx). */
export const sectionComponents: { [T in SectionType]: SectionRender<T> } = {
${types.map((type) => `  ${type},\n`).join('')}}
`

const written = [
  ['projections.ts', projections],
  ['registry.tsx', registry],
].map(([file, text]) => {
  writeFileSync(join(src, file), text)
  return join(src, file)
})
execFileSync('npx', ['--no-install', 'prettier', '--write', '--log-level=warn', ...written], {
  stdio: 'inherit',
})
console.log(`✓ ${written.map((file) => relative(process.cwd(), file)).join(' and ')}`)
