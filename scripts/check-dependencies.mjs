// `npm test` runs this first: every workspace names exact dependency versions (workspace packages
// aside), the same version of a package everywhere, the root overrides included, and the
// repository has one lockfile. Renovate (renovate.json) keeps them current, grouped.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))
const rootManifest = read('package.json')
const lockfile = read('package-lock.json')
const workspaces = Object.keys(lockfile.packages).filter(
  (key) => key !== '' && !key.includes('node_modules/'),
)

const problems = []
const versions = new Map()
function record(name, version, where) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    problems.push(`${where}: ${name} "${version}" is not an exact version`)
    return
  }
  const seen = versions.get(name)
  if (seen && seen.version !== version) {
    problems.push(`${name}: ${seen.version} in ${seen.where}, ${version} in ${where}`)
  } else if (!seen) versions.set(name, { version, where })
}

for (const dir of ['', ...workspaces]) {
  const manifest = read(path.join(dir, 'package.json'))
  const where = dir || 'the root package.json'
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, version] of Object.entries(manifest[field] ?? {})) {
      const workspace = workspaces.some((ws) => lockfile.packages[ws].name === name)
      if (workspace) continue
      record(name, version, `${where} (${field})`)
    }
  }
  if (manifest.peerDependencies) problems.push(`${where}: peerDependencies in a private package`)
}
for (const [name, version] of Object.entries(rootManifest.overrides ?? {})) {
  record(name, version, 'the root overrides')
}

const lockfiles = execFileSync(
  'git',
  ['ls-files', '**/package-lock.json', '**/yarn.lock', '**/pnpm-lock.yaml'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && file !== 'package-lock.json')
for (const file of lockfiles) problems.push(`${file}: one lockfile only (package-lock.json)`)

if (problems.length > 0) {
  console.error(`Dependency rules broken:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`check-dependencies: ${versions.size} packages, exact and consistent, one lockfile`)
