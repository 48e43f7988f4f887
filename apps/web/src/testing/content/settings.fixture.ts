import { settingsResult } from './fixtures'

/** The site settings, as the settings query returns them from the bundled dataset. */
export const settingsFixture = settingsResult()
