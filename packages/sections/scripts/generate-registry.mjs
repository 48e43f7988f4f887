// The site's two registries follow from the Studio's one (src/schemas.ts): for every section type
// `xSection` imported there from `./<folder>/schema`, the page query projects `${xFields}` from
// `./<folder>/query` (projections.ts, a static template TypeGen can read) and the site draws it with
// the folder's component `<Folder>` from `./<folder>/<Folder>.tsx`, which the registry hands the
// section's content and the page's context (registry.tsx). Runs first in `npm run typegen`.
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
/** The folder's component: `hero` → `Hero` in `hero/Hero.tsx`. */
const componentOf = (folder) => `${folder[0].toUpperCase()}${folder.slice(1)}`
const exportsFunction = (file, name) => {
  const path = join(src, file)
  return (
    existsSync(path) &&
    new RegExp(`^export function ${name}\\b`, 'm').test(readFileSync(path, 'utf8'))
  )
}
const missing = []
for (const type of types) {
  const folder = folderOf.get(type)
  if (!type.endsWith('Section')) missing.push(`${type}: a section type's name ends in "Section"`)
  if (!exportsOf(`${folder}/query.ts`).has(fieldsOf(type)))
    missing.push(`${folder}/query.ts exports no ${fieldsOf(type)}`)
  const component = componentOf(folder)
  if (!exportsFunction(`${folder}/${component}.tsx`, component))
    missing.push(`${folder}/${component}.tsx exports no function ${component}`)
}
if (missing.length > 0) fail(`\n  ${missing.join('\n  ')}`)

const folders = [...new Set(types.map((type) => folderOf.get(type)))].sort()

/** One import of each folder's query fields (names sorted). */
const fieldImports = folders
  .map((folder) => {
    const names = types.filter((type) => folderOf.get(type) === folder).map(fieldsOf)
    return `import { ${names.sort().join(', ')} } from './${folder}/query'\n`
  })
  .join('')

/** One import of each folder's component. */
const componentImports = folders
  .map((folder) => `import { ${componentOf(folder)} } from './${folder}/${componentOf(folder)}'\n`)
  .join('')

const projections = `${header}${fieldImports}
/**
 * Every section type's projection, selected by its \`_type\`: the page query's \`sections[]\`
 * projection (a template literal of literals, so typegen can read it).
 */
export const sectionProjections = /* groq */ \`
${types.map((type) => `  _type == "${type}" => { \${${fieldsOf(type)}} }`).join(',\n')}
\`
`

const registry = `${header}${componentImports}import type { SectionComponent } from './props'
import type { SectionType } from './types'

/** Every section type's component, by \`_type\`: the component of the type's folder. */
export const sectionComponents: { [T in SectionType]: SectionComponent<T> } = {
${types.map((type) => `  ${type}: ${componentOf(folderOf.get(type))},\n`).join('')}}
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
