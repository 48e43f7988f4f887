#!/usr/bin/env node
/**
 * Draws the bundled dataset's pictures (agent portraits, sample-company logos, default Open Graph
 * image) and points the documents at them. Files are named like a Sanity export, `<sha1>-<w>x<h>.<ext>`, so the
 * embedded content source can derive the asset id a real import would create.
 *
 * Usage: node scripts/generate-images.mjs  (from studio/; rewrites data.ndjson and images/)
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { avatarSvg } from './avatar.mjs'
import { logoSvg } from './logo.mjs'

const datasetDir = fileURLToPath(new URL('../../packages/content/dataset/', import.meta.url))
const imagesDir = path.join(datasetDir, 'images')
const dataFile = path.join(datasetDir, 'data.ndjson')
/** The preview demo's drafts: their placeholder pictures (proof blocks) are kept, not redrawn. */
const draftsFile = path.join(datasetDir, 'preview-drafts.ndjson')
const MAX_WEBP_BYTES = 15_000

/** Features that should match the person; everything else follows from the document id. */
const agentLooks = {
  'agent-lena-hoffmann': { hair: 'long', hairColor: 'brown', skin: 0, glasses: false },
  'agent-jonas-wagner': { hair: 'short', hairColor: 'ash', beard: 'stubble', skin: 1 },
  'agent-mehmet-yilmaz': { hair: 'sidePart', hairColor: 'black', beard: 'full', skin: 3 },
  'agent-sophie-keller': { hair: 'bob', hairColor: 'blonde', skin: 0 },
  'agent-luca-bianchi': { hair: 'curly', hairColor: 'darkBrown', skin: 2 },
  'agent-anna-nowak': { hair: 'ponytail', hairColor: 'ash', skin: 1 },
  'agent-felix-brandstaetter': { hair: 'buzz', hairColor: 'brown', beard: 'full', skin: 1 },
  'agent-mira-schulz': { hair: 'bun', hairColor: 'auburn', skin: 0 },
  'agent-tobias-meier': { hair: 'sidePart', hairColor: 'blonde', glasses: true, skin: 0 },
  'agent-elif-demir': { hair: 'long', hairColor: 'black', skin: 3 },
  'agent-jan-de-vries': { hair: 'short', hairColor: 'blonde', beard: 'stubble', skin: 1 },
  'agent-katharina-gruber': { hair: 'long', hairColor: 'blonde', glasses: true, skin: 1 },
  'agent-david-novak': { hair: 'short', hairColor: 'darkBrown', skin: 2, glasses: false },
  'agent-laura-fischer': { hair: 'bob', hairColor: 'brown', skin: 2 },
  'agent-noah-steiner': { hair: 'curly', hairColor: 'brown', skin: 0, glasses: false },
  'agent-amira-haddad': { hair: 'bun', hairColor: 'black', skin: 4, glasses: true },
  'agent-maximilian-huber': { hair: 'sidePart', hairColor: 'brown', beard: 'stubble', skin: 1 },
  'agent-chiara-rossi': { hair: 'long', hairColor: 'darkBrown', skin: 2 },
  'agent-lukas-weber': { hair: 'buzz', hairColor: 'black', skin: 6, glasses: false },
  'agent-sarah-lindner': { hair: 'ponytail', hairColor: 'auburn', skin: 0, glasses: false },
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Greedy word wrap; the tagline must stay clear of the cards on the right. */
function wrap(text, maxChars) {
  const lines = ['']
  for (const word of text.split(' ')) {
    const current = lines[lines.length - 1]
    if (current && current.length + word.length + 1 > maxChars) lines.push(word)
    else lines[lines.length - 1] = current ? `${current} ${word}` : word
  }
  return lines
}

function ogSvg({ brand, tagline }) {
  const card = (seed, look, x, y, rotate) => {
    const avatar = Buffer.from(avatarSvg(seed, look)).toString('base64')
    return `<g transform="translate(${x} ${y}) rotate(${rotate} 130 170)">
<rect width="260" height="340" rx="28" fill="#ffffff"/>
<image href="data:image/svg+xml;base64,${avatar}" x="18" y="18" width="224" height="224" clip-path="url(#cardClip)"/>
<rect x="18" y="262" width="150" height="16" rx="8" fill="#1f1a4d"/>
<rect x="18" y="292" width="104" height="12" rx="6" fill="#c9c4f5"/>
<circle cx="214" cy="296" r="22" fill="#ffb547"/>
<path d="M204 296l7 7 13-14" fill="none" stroke="#2a1600" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
</g>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="ogBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#241a8f"/><stop offset="0.55" stop-color="#4b3ae0"/><stop offset="1" stop-color="#6f62f5"/></linearGradient>
<clipPath id="cardClip"><rect x="18" y="18" width="224" height="224" rx="20"/></clipPath>
</defs>
<rect width="1200" height="630" fill="url(#ogBg)"/>
<circle cx="1080" cy="-40" r="260" fill="#ffffff" opacity="0.07"/>
<circle cx="-60" cy="640" r="240" fill="#ffb547" opacity="0.12"/>
<rect x="80" y="210" width="72" height="10" rx="5" fill="#ffb547"/>
<text x="80" y="318" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="96" font-weight="800" fill="#ffffff" letter-spacing="-2">${escapeXml(brand)}</text>
<text x="80" y="384" font-family="Inter, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="32" font-weight="500" fill="#e3e0ff">${wrap(
    tagline,
    36,
  )
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 44}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
${card('og-back', { hair: 'long', hairColor: 'auburn', skin: 1 }, 760, 150, -10)}
${card('og-front', { hair: 'short', hairColor: 'darkBrown', skin: 3, beard: 'stubble' }, 880, 140, 6)}
</svg>`
}

const sha1 = (buffer) => createHash('sha1').update(buffer).digest('hex')

async function writeImage(buffer, width, height, ext) {
  const name = `${sha1(buffer)}-${width}x${height}.${ext}`
  await writeFile(path.join(imagesDir, name), buffer)
  return `image@file://./images/${name}`
}

async function main() {
  const documents = (await readFile(dataFile, 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
  await mkdir(imagesDir, { recursive: true })

  let logos = 0
  for (const doc of documents) {
    if (doc._type === 'agent') {
      if (!doc.image?.alt) throw new Error(`${doc._id}: image.alt missing`)
      const webp = await sharp(Buffer.from(avatarSvg(doc._id, agentLooks[doc._id])))
        .webp({ quality: 80, effort: 6 })
        .toBuffer()
      if (webp.length > MAX_WEBP_BYTES) throw new Error(`${doc._id}: portrait too large`)
      doc.image._sanityAsset = await writeImage(webp, 320, 320, 'webp')
    }
    if (doc._type === 'sampleJob') {
      if (!doc.logo?.alt) throw new Error(`${doc._id}: logo.alt missing`)
      const webp = await sharp(Buffer.from(logoSvg(doc.company, logos++)))
        .webp({ quality: 85, effort: 6 })
        .toBuffer()
      if (webp.length > MAX_WEBP_BYTES) throw new Error(`${doc._id}: logo too large`)
      doc.logo._sanityAsset = await writeImage(webp, 160, 160, 'webp')
    }
    if (doc._type === 'siteSettings') {
      const seo = doc.seo
      if (!seo?.ogImage?.alt) throw new Error('siteSettings: seo.ogImage.alt missing')
      const jpeg = await sharp(
        Buffer.from(ogSvg({ brand: doc.brandName, tagline: doc.footer.tagline })),
      )
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer()
      seo.ogImage._sanityAsset = await writeImage(jpeg, 1200, 630, 'jpg')
    }
  }

  // Keep every file some document refers to (also ones this script does not draw), drafts too.
  const drafts = await readFile(draftsFile, 'utf8')
  const referenced = new Set(
    [
      ...`${JSON.stringify(documents)}\n${drafts}`.matchAll(/image@file:\/\/\.\/images\/([^"]+)/g),
    ].map((m) => m[1]),
  )
  for (const file of await readdir(imagesDir)) {
    if (!referenced.has(file)) await rm(path.join(imagesDir, file))
  }
  await writeFile(dataFile, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  console.log(`${referenced.size} images referenced from ${path.relative(process.cwd(), dataFile)}`)
}

await main()
