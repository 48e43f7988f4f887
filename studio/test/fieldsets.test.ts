import { aidsFieldset } from '@repo/sections/schema/aids'
import { studioSchema } from './dataset'

// Texts only screen readers hear and text templates sit in the collapsed fieldset
// „Bedienhilfen & Textvorlagen“, apart from the copy editors work on.

interface CompiledType {
  name: string
  jsonType?: string
  title?: string
  description?: string
  fields?: { name: string; type: CompiledType }[]
  fieldsets?: (
    | { single: true; field: { name: string } }
    | {
        single?: false
        name: string
        title?: string
        options?: { collapsible?: boolean; collapsed?: boolean }
        fields: { name: string }[]
      }
  )[]
  of?: CompiledType[]
}

/**
 * A screen-reader text (its title says „(Screenreader)“) or a text template (named `…Template`,
 * or described with a placeholder such as „{count}“ or „%s“).
 */
const isAid = (name: string, type: CompiledType) =>
  /\(Screenreader\)/.test(type.title ?? '') ||
  /Template$/.test(name) ||
  /\{[a-z]+\}|%s/i.test(type.description ?? '')

interface Placement {
  path: string
  aid: boolean
  fieldset?: string
  collapsed: boolean
}

/** Every field of every object and document type, nested objects and array members included. */
function placements(): Placement[] {
  const schema = studioSchema()
  const seen = new Set<CompiledType>()
  const result: Placement[] = []
  const visit = (type: CompiledType | undefined, path: string) => {
    if (!type || seen.has(type)) return
    seen.add(type)
    for (const member of type.of ?? []) visit(member, `${path}[${member.name}]`)
    for (const fieldset of type.fieldsets ?? []) {
      if (fieldset.single) continue
      for (const field of fieldset.fields) {
        const fieldType = type.fields?.find((candidate) => candidate.name === field.name)?.type
        result.push({
          path: `${path}.${field.name}`,
          aid: fieldType ? isAid(field.name, fieldType) : false,
          fieldset: fieldset.name,
          collapsed: Boolean(fieldset.options?.collapsible && fieldset.options.collapsed),
        })
      }
    }
    const inFieldset = new Set(result.map((placement) => placement.path))
    for (const field of type.fields ?? []) {
      const fieldPath = `${path}.${field.name}`
      if (!inFieldset.has(fieldPath)) {
        result.push({ path: fieldPath, aid: isAid(field.name, field.type), collapsed: false })
      }
      visit(field.type, fieldPath)
    }
  }
  for (const name of schema.getTypeNames()) visit(schema.get(name) as CompiledType, name)
  return result
}

const all = placements()

test('every screen-reader text and text template is in the collapsed aids fieldset', () => {
  const aids = all.filter((placement) => placement.aid)
  expect(aids.length).toBeGreaterThan(20)
  const outside = aids.filter(
    (placement) => placement.fieldset !== aidsFieldset.name || !placement.collapsed,
  )
  expect(outside.map((placement) => placement.path)).toEqual([])
})

test('the aids fieldset holds no copy', () => {
  const copy = all.filter((placement) => placement.fieldset === aidsFieldset.name && !placement.aid)
  expect(copy.map((placement) => placement.path)).toEqual([])
})

test('the carousels’ buttons, the menu and the role navigations are among them', () => {
  const aids = new Set(all.filter((placement) => placement.aid).map(({ path }) => path))
  expect([...aids]).toEqual(
    expect.arrayContaining([
      'agentsCarouselSection.previousLabel',
      'agentsCarouselSection.nextLabel',
      'agentsCarouselSection.slideLabelTemplate',
      'jobsCarouselSection.previousLabel',
      'siteSettings.navigation.openMenuLabel',
      'siteSettings.navigation.closeMenuLabel',
      'siteSettings.skipLinkLabel',
      'interviewQuestionsSection.navLabel',
      'interviewQuestionsSection.countTemplate',
      'timeToHireSection.stagesLabel',
      'pricingSection.likesTemplate',
    ]),
  )
  expect(aidsFieldset.title).toBe('Bedienhilfen & Textvorlagen')
})
