import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createEmbeddedSource, type ContentSource } from '@repo/content'
import { careersPath } from '@repo/content/paths'
import type { OpeningPageQueryResult, PageQueryResult } from '@repo/content/sanity.types'
import { openingPageQuery, openingPathsQuery, pagePathsQuery, pageQuery } from '../queries'

/**
 * What the component tests read (fixtures.ts): the page query's result for every page, the
 * opening page query's for every opening.
 */
export interface PageFixtures {
  pages: Record<string, PageQueryResult>
  openings: Record<string, OpeningPageQueryResult>
  /** The pages the preview demo drafts, as a preview (drafts perspective) shows them. */
  previews: Record<string, PageQueryResult>
}

/** Pages whose preview demo drafts show the sections no published page shows (the proof blocks). */
const previewSlugs = ['unternehmen', 'unternehmen/so-funktionierts']

/**
 * Runs the page queries over the bundled dataset for every page and opening, as the site does,
 * and for the preview demo's drafted pages as a preview does.
 */
export async function pageFixtures(source: ContentSource): Promise<PageFixtures> {
  const paths = await source.fetch<{ slug: string | null }[]>(pagePathsQuery)
  const pages = await Promise.all(
    paths.flatMap(({ slug }) =>
      slug
        ? [
            source
              .fetch<PageQueryResult>(pageQuery, { slug })
              .then((result) => [slug, result] as const),
          ]
        : [],
    ),
  )
  const openingSlugs = (await source.fetch<{ slug: string | null }[]>(openingPathsQuery)).flatMap(
    ({ slug }) => (slug ? [slug] : []),
  )
  const openings = await Promise.all(
    openingSlugs.map((slug) =>
      source
        .fetch<OpeningPageQueryResult>(openingPageQuery, { slug, careersPath })
        .then((result) => [slug, result] as const),
    ),
  )
  const previews = await Promise.all(
    previewSlugs.map((slug) =>
      source
        .fetch<PageQueryResult>(pageQuery, { slug }, { perspective: 'drafts' })
        .then((result) => [slug, result] as const),
    ),
  )
  return {
    pages: Object.fromEntries(pages),
    openings: Object.fromEntries(openings),
    previews: Object.fromEntries(previews),
  }
}

/**
 * Hands content to the tests through a file (jest's globalSetup runs in another context than the
 * tests): component tests get content as the site fetches it, never a hand-copied version of it.
 */
export function writeFixtures(fixtures: object, name: string) {
  const file = path.join(tmpdir(), `${name}-content-fixtures-${process.pid}.json`)
  writeFileSync(file, JSON.stringify(fixtures))
  process.env.CONTENT_FIXTURES = file
}

/** Removes the file writeFixtures wrote. */
export function removeFixtures() {
  if (process.env.CONTENT_FIXTURES) rmSync(process.env.CONTENT_FIXTURES, { force: true })
}

/** jest globalSetup of this package. */
export default async function globalSetup() {
  writeFixtures(await pageFixtures(createEmbeddedSource()), 'sections')
}
