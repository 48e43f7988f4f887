import { readFileSync } from 'node:fs'
import type { SiteSettingsQueryResult } from '@repo/content/sanity.types'

// The shell's content for its tests, as the settings query returns it from the bundled dataset
// (globalSetup.ts runs it); pages come from @repo/sections/testing/fixtures.

export { pageResult, pageSections } from '@repo/sections/testing/fixtures'

const file = process.env.CONTENT_FIXTURES
if (!file)
  throw new Error('CONTENT_FIXTURES is not set: jest runs src/testing/content/globalSetup.ts')
const { settings } = JSON.parse(readFileSync(file, 'utf8')) as {
  settings: SiteSettingsQueryResult
}

/** The site settings as the settings query returns them. */
export const settingsResult = (): NonNullable<SiteSettingsQueryResult> => {
  if (!settings) throw new Error('the bundled dataset has no site settings')
  return settings
}
