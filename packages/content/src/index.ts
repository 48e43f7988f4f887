export * from './assets'
export * from './config'
export {
  bundledDatasetDir,
  DATASET_FILE,
  loadDataset,
  parseDataset,
  PREVIEW_DRAFTS_FILE,
  readDatasetFiles,
} from './dataset'
export type { DatasetFile, LoadDatasetOptions, SanityDocument } from './dataset'
export { createEmbeddedSource } from './embeddedSource'
export { generatedSlug, generatePages, toNdjson } from './generatePages'
export type { GeneratePagesOptions } from './generatePages'
export type { EmbeddedSource, EmbeddedSourceOptions } from './embeddedSource'
export type { QueryParams } from './groq'
export type { Perspective } from './perspective'
export { createSanitySource, queryDeadlineMs } from './sanitySource'
export type { SanitySourceOptions } from './sanitySource'
export type { ContentFetchOptions, ContentPerspective, ContentSource } from './source'
export { queryTags } from './tags'
export { describeError, queryLabel } from './errors'
export {
  careersPath,
  documentPath,
  legalSlugs,
  notFoundPaths,
  openingPath,
  openingSlugProblem,
  redirectSourceProblem,
  reservedSegments,
  routableTypes,
  siteFiles,
  slugify,
  slugProblem,
} from './paths'
