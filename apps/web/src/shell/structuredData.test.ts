import { organizationData } from './structuredData'

describe('organizationData', () => {
  it('names the brand with the site URL and contact', () => {
    expect(
      organizationData({
        brandName: 'SalesSwipe',
        contactEmail: 'hallo@salesswipe.example',
        seo: null,
      }),
    ).toMatchObject({
      '@type': 'Organization',
      name: 'SalesSwipe',
      url: 'http://localhost:3000/',
      email: 'hallo@salesswipe.example',
    })
  })

  it('is left out without a brand name', () => {
    expect(organizationData({ brandName: null, contactEmail: null, seo: null })).toBeNull()
  })
})
