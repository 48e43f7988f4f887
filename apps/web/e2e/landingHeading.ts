// The company landing page's hero heading, changed in the Content Lake and read back from a site:
// the publishing tests' marker for "which content does this page show".
import { expect, type APIRequestContext } from '@playwright/test'
import { asRead } from './content'
import { lake } from './lake'

export const landingPage = { _type: 'page', _id: 'companyLandingPage' }

type Section = { _type: string; [field: string]: unknown }

/**
 * How long a publish made during a Content Lake outage may take to show once it is back: usually
 * a few seconds, but after a regeneration that failed Next may keep the last page for up to 30 s
 * (its response cache keeps the previous entry with a revalidate of at most 30 s), then renders.
 */
export const shownAfterOutage = { timeout: 45_000, intervals: [500] }

/** Publishes the Content Lake's documents with the landing page's hero heading replaced. */
export async function publishHeading(heading: string) {
  const documents = await lake.documents()
  await lake.publish(
    documents.map((doc) =>
      doc._id === landingPage._id
        ? {
            ...doc,
            sections: (doc.sections as Section[]).map((section) =>
              section._type === 'heroSection' ? { ...section, heading } : section,
            ),
          }
        : doc,
    ),
  )
}

/**
 * The landing page's h1 text (the edited heading plus its highlight) from ONE request, as
 * visitors read it (without typesetting's soft hyphens).
 */
export async function servedHeading(request: APIRequestContext, site = ''): Promise<string> {
  const response = await request.get(`${site}/unternehmen`)
  expect(response.status()).toBe(200)
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? ''
  return asRead(h1.replace(/<[^>]+>/g, ''))
}
