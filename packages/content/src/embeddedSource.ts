import { createHash } from 'node:crypto'
import type { ImageUrlResolver } from './assets'
import { parseDataset, readDatasetFiles, type SanityDocument } from './dataset'
import { createView, runQuery, type DatasetView } from './groq'
import { normalised } from './normalise'
import { withFacts } from './withFacts'
import { withTypesetting } from './typeset'
import type { ContentPerspective, ContentSource } from './source'

export interface EmbeddedSourceOptions {
  /** Documents in stored form; default: the dataset in `datasetDir`. */
  documents?: readonly SanityDocument[]
  /** Default: the repo's bundled dataset. */
  datasetDir?: string
  imageUrl?: ImageUrlResolver
}

export interface EmbeddedSource extends ContentSource {
  kind: 'embedded'
  /** A hash of the dataset: part of cache keys, so a changed dataset is never served from an old cache. */
  revision(): string
}

interface Loaded {
  documents: readonly SanityDocument[]
  revision: string
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16)

/**
 * Answers GROQ queries with groq-js over the bundled dataset. The dataset is read on first use
 * and kept, with one view per perspective: the published one hides `drafts.*` documents.
 * Cache options (tags, revalidate) are the caller's business: nothing here goes over the network.
 */
export function createEmbeddedSource(options: EmbeddedSourceOptions = {}): EmbeddedSource {
  let loaded: Loaded | undefined
  const views = new Map<ContentPerspective, DatasetView>()

  function load(): Loaded {
    if (!loaded) {
      if (options.documents) {
        loaded = { documents: options.documents, revision: hash(JSON.stringify(options.documents)) }
      } else {
        const files = readDatasetFiles(options.datasetDir)
        loaded = {
          documents: parseDataset(files, { imageUrl: options.imageUrl }),
          revision: hash(files.map(({ name, text }) => `${name}\n${text}`).join('\n')),
        }
      }
    }
    return loaded
  }

  function view(perspective: ContentPerspective): DatasetView {
    let cached = views.get(perspective)
    if (!cached) {
      cached = createView(load().documents, perspective)
      views.set(perspective, cached)
    }
    return cached
  }

  return {
    kind: 'embedded',
    revision: () => load().revision,
    fetch: normalised(
      withTypesetting(
        withFacts((query, params = {}, { perspective = 'published' } = {}) =>
          runQuery(view(perspective), query, params),
        ),
      ),
    ),
  }
}
