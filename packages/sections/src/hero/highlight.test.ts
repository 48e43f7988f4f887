/** @jest-environment node */
import { vercelStegaCombine } from '@vercel/stega'
import { stegaClean } from 'next-sanity'
import { splitHighlight } from './highlight'

// A draft preview with a Studio appends invisible edit markers (stega) to both strings.
const marked = (text: string, href: string) =>
  vercelStegaCombine(text, { origin: 'sanity.io', href }, false)

it('finds the highlighted words in a draft preview and keeps each part’s markers', () => {
  const heading = marked('Talente in 7 Tagen finden', '/heading')
  const highlight = marked('in 7 Tagen', '/highlight')
  const [before, words, after] = splitHighlight(heading, highlight)
  expect(words).toBe(highlight)
  expect([before, stegaClean(words), stegaClean(after)]).toEqual([
    'Talente ',
    'in 7 Tagen',
    ' finden',
  ])
})
