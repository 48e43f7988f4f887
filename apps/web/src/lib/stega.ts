import type { StegaConfig } from 'next-sanity'

type StegaFilter = NonNullable<StegaConfig['filter']>

/**
 * Fields whose strings the site acts on instead of only showing them: link targets, button
 * actions, icon names, enum keys. Stega (draft mode with a Studio) would append invisible
 * characters and break comparisons, lookups and URLs, so they stay unencoded (a link's address,
 * jump mark and target path among them). Sanity's default filter already skips `href`, `icon`,
 * `key`, slugs, URLs, dates, `_`-fields and SEO fields.
 */
export const behaviourFields = new Set([
  'url',
  'anchor',
  'slug',
  'action',
  'icon',
  'key',
  'audience',
  'level',
  'importance',
  'savingsRule',
  'payModel',
  'category',
  'countryCode',
  'appLoginUrl',
  'appRegisterUrl',
  'contactEmail',
  'demoCall',
  'consultation',
  'templateDownload',
  'application',
])

export const stegaFilter: StegaFilter = (props) => {
  if (
    props.sourcePath.some((segment) => typeof segment === 'string' && behaviourFields.has(segment))
  )
    return false
  return props.filterDefault(props)
}
