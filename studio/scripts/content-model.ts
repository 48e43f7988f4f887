// Writes docs/content-model.md from the schemas (the last step of `npm run typegen`).
import { writeFileSync } from 'node:fs'
import { contentModel } from '../contentModel'
import { schemaTypes } from '../schemas'

const file = new URL('../../docs/content-model.md', import.meta.url)
writeFileSync(file, `${contentModel(schemaTypes as never)}\n`)
console.log('✓ docs/content-model.md')
