import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { interviewQuestionsFields } from '@repo/sections/interviewQuestions/query'
import { interviewStructureFields } from '@repo/sections/interviewStructure/query'

/**
 * What the interview template shows: the interview questions page's catalogue (per role the
 * criteria, flags and questions) and its 60-minute structure, with the labels of those sections.
 */
export const interviewTemplateQuery = /* groq */ `{
  "brandName": *[_type == "siteSettings" && _id == "siteSettings"][0].brandName,
  "page": *[_type == "page" && count(sections[_type == "interviewQuestionsSection" && hidden != true]) > 0]
    | order(slug.current asc)[0]{
    title,
    "questions": sections[_type == "interviewQuestionsSection" && hidden != true][0]{
      ${interviewQuestionsFields}
    },
    "structure": sections[_type == "interviewStructureSection" && hidden != true][0]{
      ${interviewStructureFields}
    }
  }
}`

type Text = string | null | undefined

export interface InterviewTemplateContent {
  brandName?: Text
  page?: {
    title?: Text
    questions?: {
      heading?: Text
      text?: Text
      whyLabel?: Text
      lookForLabel?: Text
      redFlagsLabel?: Text
      greenFlagsLabel?: Text
      roles?:
        | {
            role?: { title?: Text; name?: Text } | null
            lookFor?: Text[] | null
            redFlags?: Text[] | null
            greenFlags?: Text[] | null
            questions?: { category?: Text; question?: Text; why?: Text }[] | null
          }[]
        | null
    } | null
    structure?: {
      heading?: Text
      text?: Text
      minutesTemplate?: Text
      segments?:
        | { startMinute?: number | null; endMinute?: number | null; title?: Text; text?: Text }[]
        | null
    } | null
  } | null
}

/** The file's date: fixed, so the same content always gives the same bytes. */
const creationDate = new Date('2025-10-01T08:00:00Z')

const require = createRequire(import.meta.url)
// Inter, the site's own typeface (self-hosted via @fontsource): its Latin files cover umlauts,
// ß, typographic quotes and dashes.
const interFile = (weight: 400 | 700) =>
  path.join(
    path.dirname(require.resolve('@fontsource/inter/package.json')),
    'files',
    `inter-latin-${weight}-normal.woff`,
  )

const colors = { text: '#111827', muted: '#4b5563', accent: '#4f46e5', rule: '#d1d5db' }
const margin = 56

const present = (value: Text): value is string => typeof value === 'string' && value.trim() !== ''
const list = (values: Text[] | null | undefined) => (values ?? []).filter(present)

/** Renders the template as a PDF (A4, German, Inter embedded); the same content, the same bytes. */
export async function renderInterviewTemplate(content: InterviewTemplateContent): Promise<Buffer> {
  const page = content.page
  const title = page?.title ?? ''
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: title,
      Author: content.brandName ?? '',
      CreationDate: creationDate,
      ModDate: creationDate,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.registerFont('regular', interFile(400))
  doc.registerFont('bold', interFile(700))
  const width = doc.page.width - 2 * margin

  const heading = (text: string, size: number) => {
    doc.font('bold').fontSize(size).fillColor(colors.text).text(text, { width })
    doc.moveDown(0.4)
  }
  const paragraph = (text: Text, color = colors.text, size = 10.5) => {
    if (!present(text)) return
    doc.font('regular').fontSize(size).fillColor(color).text(text, { width })
    doc.moveDown(0.5)
  }
  const bullets = (label: Text, items: string[]) => {
    if (items.length === 0) return
    if (present(label)) doc.font('bold').fontSize(11).fillColor(colors.accent).text(label)
    doc.font('regular').fontSize(10.5).fillColor(colors.text)
    doc.list(items, { width, bulletRadius: 2, textIndent: 12, bulletIndent: 4 })
    doc.moveDown(0.6)
  }
  const noteLines = (count: number) => {
    for (let line = 0; line < count; line += 1) {
      doc.moveDown(1.1)
      doc
        .moveTo(margin, doc.y)
        .lineTo(margin + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke()
    }
    doc.moveDown(0.8)
  }
  /** Keeps a block of about `height` points together on one page. */
  const keepTogether = (height: number) => {
    if (doc.y + height > doc.page.height - margin) doc.addPage()
  }

  if (present(content.brandName)) paragraph(content.brandName, colors.accent, 10)
  heading(title, 22)

  const structure = page?.structure
  if (structure) {
    heading(structure.heading ?? '', 16)
    paragraph(structure.text, colors.muted)
    for (const segment of structure.segments ?? []) {
      keepTogether(70)
      const minutes = (structure.minutesTemplate ?? '{start}–{end}')
        .replace('{start}', String(segment.startMinute ?? ''))
        .replace('{end}', String(segment.endMinute ?? ''))
      doc.font('bold').fontSize(11).fillColor(colors.accent).text(minutes, { continued: true })
      doc.fillColor(colors.text).text(`  ${segment.title ?? ''}`)
      paragraph(segment.text, colors.muted, 10)
    }
  }

  const catalogue = page?.questions
  for (const role of catalogue?.roles ?? []) {
    doc.addPage()
    if (present(catalogue?.heading)) paragraph(catalogue.heading, colors.accent, 10)
    heading(role.role?.title ?? role.role?.name ?? '', 18)
    bullets(catalogue?.lookForLabel, list(role.lookFor))
    bullets(catalogue?.greenFlagsLabel, list(role.greenFlags))
    bullets(catalogue?.redFlagsLabel, list(role.redFlags))

    let category: Text
    let number = 0
    for (const question of role.questions ?? []) {
      if (!present(question.question)) continue
      number += 1
      keepTogether(130)
      if (present(question.category) && question.category !== category) {
        category = question.category
        doc.moveDown(0.4)
        heading(category, 13)
      }
      doc
        .font('bold')
        .fontSize(11)
        .fillColor(colors.text)
        .text(`${number}. ${question.question}`, { width })
      doc.moveDown(0.2)
      if (present(question.why)) {
        const why = present(catalogue?.whyLabel) ? `${catalogue.whyLabel} ` : ''
        doc.font('bold').fontSize(9.5).fillColor(colors.muted).text(why, { continued: true })
        doc.font('regular').text(question.why, { width })
      }
      noteLines(3)
    }
  }

  doc.end()
  return done
}
