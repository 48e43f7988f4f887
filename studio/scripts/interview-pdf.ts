/**
 * Renders the interview template PDF from the bundled dataset's interview questions page and
 * points the site settings' template download at it. The file is named by its SHA-1, like a
 * Sanity export (`files/<sha1>.pdf`), so the embedded source can derive the asset id an import
 * creates; the previous file goes.
 *
 * Usage: npm run interview-pdf --workspace=studio  (rewrites data.ndjson and files/)
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createEmbeddedSource } from '@repo/content/embeddedSource'
import {
  interviewTemplateQuery,
  renderInterviewTemplate,
  type InterviewTemplateContent,
} from './interviewTemplate'

const datasetDir = fileURLToPath(new URL('../../packages/content/dataset/', import.meta.url))
const dataFile = path.join(datasetDir, 'data.ndjson')
const filesDir = path.join(datasetDir, 'files')
const exportFile = /file@file:\/\/\.\/files\/([0-9a-f]{40}\.pdf)/

const source = createEmbeddedSource({ datasetDir })
const content = (await source.fetch(interviewTemplateQuery)) as InterviewTemplateContent
const pdf = await renderInterviewTemplate(content)
const fileName = `${createHash('sha1').update(pdf).digest('hex')}.pdf`

const lines = (await readFile(dataFile, 'utf8')).split('\n')
const index = lines.findIndex((line) => line.startsWith('{"_id":"siteSettings",'))
const previous = exportFile.exec(lines[index] ?? '')?.[1]
if (!previous) {
  throw new Error(
    `No "file@file://./files/<sha1>.pdf" template download in ${dataFile}'s siteSettings`,
  )
}

await mkdir(filesDir, { recursive: true })
await writeFile(path.join(filesDir, fileName), pdf)
if (previous !== fileName) {
  lines[index] = lines[index]!.replace(exportFile, `file@file://./files/${fileName}`)
  await writeFile(dataFile, lines.join('\n'))
  if (!lines.some((line) => line.includes(previous)))
    await rm(path.join(filesDir, previous), { force: true })
}
console.log(`interview-pdf: files/${fileName} (${pdf.length} bytes)`)
