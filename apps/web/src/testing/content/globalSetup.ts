import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createEmbeddedSource } from '@repo/content'
import { pagePathsQuery, pageQuery, siteSettingsQuery } from '../../queries'

/**
 * Runs the site's real queries over the bundled dataset once per test run and hands the results
 * to the tests (src/testing/content/fixtures.ts) through a file: component tests get content as
 * the site fetches it, never a hand-copied version of it.
 */
export default async function globalSetup() {
  const source = createEmbeddedSource()
  const paths = await source.fetch<{ slug: string | null }[]>(pagePathsQuery)
  const pages = Object.fromEntries(
    await Promise.all(
      paths.flatMap(({ slug }) =>
        slug ? [source.fetch(pageQuery, { slug }).then((result) => [slug, result] as const)] : [],
      ),
    ),
  )
  const settings = await source.fetch(siteSettingsQuery)
  const file = path.join(tmpdir(), `web-content-fixtures-${process.pid}.json`)
  writeFileSync(file, JSON.stringify({ pages, settings }))
  process.env.CONTENT_FIXTURES = file
}
