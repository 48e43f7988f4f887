import type { ResolvingMetadata } from 'next'
import { pageMetadata } from './pageMetadata'

const parent = Promise.resolve({
  openGraph: { siteName: 'SalesSwipe', locale: 'de_DE' },
  twitter: { card: 'summary' },
}) as unknown as ResolvingMetadata
const route = { path: '/unternehmen', documentId: 'companyLandingPage' }

describe('pageMetadata', () => {
  it('sets title, description, canonical URL, Open Graph and Twitter from the seo field', async () => {
    const metadata = await pageMetadata(
      { title: 'Sales-Talente einstellen', description: 'In 7 Tagen.' },
      parent,
      route,
    )
    expect(metadata.title).toBe('Sales-Talente einstellen')
    expect(metadata.description).toBe('In 7 Tagen.')
    expect(metadata.alternates?.canonical).toBe('/unternehmen')
    expect(metadata.openGraph).toMatchObject({
      siteName: 'SalesSwipe',
      url: '/unternehmen',
      title: 'Sales-Talente einstellen',
      description: 'In 7 Tagen.',
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Sales-Talente einstellen',
    })
  })

  it('gives search results the text without typesetting’s invisible marks', async () => {
    const metadata = await pageMetadata(
      {
        title: 'Antwort in 24–\u206048 Stunden',
        description: 'Ab\u00ADschluss in 5–\u206010 Tagen.',
      },
      parent,
      route,
    )
    expect(metadata.title).toBe('Antwort in 24–48 Stunden')
    expect(metadata.openGraph).toMatchObject({ description: 'Abschluss in 5–10 Tagen.' })
  })

  it('shares the image drawn from the page content when editors set none', async () => {
    const metadata = await pageMetadata({ title: 'Preise' }, parent, route)
    expect(metadata.openGraph?.images).toEqual([
      { url: '/og/companyLandingPage', width: 1200, height: 630, alt: 'Preise' },
    ])
  })

  it('keeps the site defaults for missing values and honours noIndex', async () => {
    const metadata = await pageMetadata({ noIndex: true }, parent, route)
    expect(metadata.title).toBeUndefined()
    expect(metadata.robots).toEqual({ index: false, follow: true })
    expect(metadata.alternates?.canonical).toBe('/unternehmen')
  })
})
