import { createEmbeddedSource } from '@repo/content'
import { pageFixtures, writeFixtures } from '@repo/sections/testing/pageFixtures'
import { siteSettingsQuery } from '../../content/queries'

/**
 * Runs the site's real queries over the bundled dataset once per test run: the page query for
 * every page (as the sections package's tests do) and the settings query for the shell.
 */
export default async function globalSetup() {
  const source = createEmbeddedSource()
  const settings = await source.fetch(siteSettingsQuery)
  writeFixtures({ ...(await pageFixtures(source)), settings }, 'web')
}
