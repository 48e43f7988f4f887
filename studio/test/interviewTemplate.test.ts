import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import {
  interviewTemplateQuery,
  renderInterviewTemplate,
  type InterviewTemplateContent,
} from '../scripts/interviewTemplate'
import { asRead, datasetDir, loadDocuments, type Document } from './dataset'

// The bundled dataset's interview template (`npm run interview-pdf -w studio`) must be the PDF
// its current questions and 60-minute structure give, byte for byte.

let documents: Document[]
let content: InterviewTemplateContent

beforeAll(async () => {
  documents = await asRead(await loadDocuments())
  const result = await evaluate(parse(interviewTemplateQuery), { dataset: documents })
  content = (await result.get()) as InterviewTemplateContent
})

const committedFile = () => {
  const settings = documents.find((document) => document._id === 'siteSettings') as unknown as {
    actions: { templateDownload: { _sanityAsset: string } }
  }
  const name = /files\/([0-9a-f]{40}\.pdf)$/.exec(settings.actions.templateDownload._sanityAsset)
  return path.join(datasetDir, 'files', name?.[1] ?? 'missing.pdf')
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  })
  return words(text)
}

/** Text with its white space (also no-break spaces) as single spaces, as extracted from a PDF. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ')

test('the committed template is what the current content renders (npm run interview-pdf)', async () => {
  const rendered = await renderInterviewTemplate(content)
  const committed = await readFile(committedFile())
  expect(committed.equals(rendered)).toBe(true)
})

test('the template holds every question, the structure and the role criteria, umlauts intact', async () => {
  const text = await pdfText(await renderInterviewTemplate(content))
  const questions = documents.filter((document) => document._type === 'interviewQuestion')
  expect(questions.length).toBeGreaterThan(45)
  for (const { question } of questions) expect(text).toContain(words(String(question)))
  const structure = content.page?.structure
  expect(text).toContain(words(structure?.heading))
  for (const segment of structure?.segments ?? []) {
    expect(text).toContain(
      words(`${segment.startMinute}–${segment.endMinute} Min. ${segment.title}`),
    )
  }
  for (const role of content.page?.questions?.roles ?? []) {
    expect(text).toContain(words(role.role?.title))
    for (const flag of role.redFlags ?? []) expect(text).toContain(words(flag))
  }
  expect(text).toContain('Begrüßung')
})

test('a changed question changes the template', async () => {
  const [role, ...others] = content.page?.questions?.roles ?? []
  const changed = {
    ...content,
    page: {
      ...content.page,
      questions: {
        ...content.page?.questions,
        roles: [
          { ...role, questions: [{ question: 'Was würdest du als Erstes ändern?' }] },
          ...others,
        ],
      },
    },
  }
  const pdf = await renderInterviewTemplate(changed)
  expect(pdf.equals(await readFile(committedFile()))).toBe(false)
  expect(await pdfText(pdf)).toContain('Was würdest du als Erstes ändern?')
})
