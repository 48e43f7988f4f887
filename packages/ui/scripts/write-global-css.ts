// Writes the global stylesheet (tokens, reset, class layer) for the app to import as a file.
import { mkdirSync, writeFileSync } from 'node:fs'
import { globalCss } from '../src/global'

const dist = new URL('../dist/', import.meta.url)
mkdirSync(dist, { recursive: true })
writeFileSync(new URL('global.css', dist), `${globalCss}\n`)
