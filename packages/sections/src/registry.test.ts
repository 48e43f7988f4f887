import { sectionProjections } from './projections'
import { sectionComponents } from './registry'
import { sectionGroups } from './schemas'

// schemas.ts is the one list of section types; the site's two registries are generated from it
// (scripts/generate-registry.mjs, kept current by scripts/check-generated.mjs). Every type the
// Studio offers must be drawn and projected by the site, and the site knows no other.

// The schemas need only Sanity's define helpers, which return their definition; the Studio
// itself stays out of this jsdom run.
jest.mock('sanity', () => {
  const define = <T>(definition: T) => definition
  return { defineType: define, defineField: define, defineArrayMember: define }
})

const studioTypes = sectionGroups.flatMap((group) => group.of.map(({ name }) => name)).sort()

test('every section type of the insert menu has a component', () => {
  expect(studioTypes.length).toBeGreaterThan(30)
  expect(Object.keys(sectionComponents).sort()).toEqual(studioTypes)
})

test('every section type of the insert menu has a projection branch', () => {
  // Section fields select documents by `_type` too (a hero's sample agent or job): only
  // `…Section` branches are the page's.
  const branches = [...sectionProjections.matchAll(/_type == "(\w+Section)" =>/g)].map(
    ([, type]) => type,
  )
  expect(branches.sort()).toEqual(studioTypes)
})
