import { stegaFilter } from './stega'

// Sanity calls the filter for every string of a draft result; `filterDefault` is its own rules.
const encodes = (sourcePath: string[], filterDefault = () => true) =>
  stegaFilter({
    sourcePath,
    resultPath: sourcePath,
    sourceDocument: { _id: 'drafts.companyLandingPage', _type: 'companyLandingPage' },
    value: 'x',
    filterDefault,
  } as unknown as Parameters<typeof stegaFilter>[0])

describe('stegaFilter', () => {
  it('marks text for the visual-editing overlays, following Sanity’s own rules', () => {
    expect(encodes(['hero', 'heading'])).toBe(true)
    expect(encodes(['hero', 'heading'], () => false)).toBe(false)
  })

  it.each([
    ['hero', 'primaryCta', 'action'],
    ['footer', 'columns', 0, 'links', 1, 'talentLink', 'url'],
    ['navigation', 'companyLinks', 0, 'link', 'anchor'],
    ['methods', 'rows', 2, 'level'],
    ['payModel'],
    ['audience'],
    ['actions', 'demoCall'],
  ])('leaves strings the site acts on unmarked: %j', (...path) => {
    expect(encodes(path.map(String))).toBe(false)
  })
})
