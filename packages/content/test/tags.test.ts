import { queryTags } from '../src/tags'

describe('queryTags', () => {
  it('collects the document types and ids a query selects', () => {
    const query = `{
      "settings": *[_id == "siteSettings"][0],
      "agents": *[_type == "agent" && defined(image)] | order(orderRank) {name, role->{name}},
      "faqs": *[_type in ["faq", "pricingPlan"] && audience == $audience],
      "page": *[$type == _type][0]
    }`
    expect(queryTags(query, { audience: 'company', type: 'companyLandingPage' })).toEqual([
      'agent',
      'companyLandingPage',
      'faq',
      'pricingPlan',
      'siteSettings',
    ])
  })

  it('ignores other fields and nested attribute access', () => {
    expect(queryTags(`*[audience == "company" && role->_type == "roleProfile"]`)).toEqual([])
  })

  it('returns no tags for a query it cannot parse', () => {
    expect(queryTags(`*[_type == "agent"`)).toEqual([])
  })
})
