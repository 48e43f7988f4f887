import { readContentConfig } from '../src/config'

describe('readContentConfig', () => {
  it('uses the bundled content when no Sanity project is configured', () => {
    expect(readContentConfig({})).toEqual({ kind: 'embedded' })
    expect(readContentConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ' })).toEqual({ kind: 'embedded' })
  })

  it('reads another dataset folder for the embedded source', () => {
    expect(readContentConfig({ CONTENT_DATASET_DIR: ' /tmp/scale-dataset ' })).toEqual({
      kind: 'embedded',
      datasetDir: '/tmp/scale-dataset',
    })
    expect(readContentConfig({ CONTENT_DATASET_DIR: '' })).toEqual({ kind: 'embedded' })
  })

  it.each([
    [{ CONTENT_DATASET_DIR: 'scale-dataset' }, /CONTENT_DATASET_DIR .*not an absolute path/],
    [
      { CONTENT_DATASET_DIR: '/tmp/scale-dataset', NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' },
      /CONTENT_DATASET_DIR is set, but NEXT_PUBLIC_SANITY_PROJECT_ID is too/,
    ],
  ])('refuses a dataset folder it cannot use: %j', (env, message) => {
    expect(() => readContentConfig(env)).toThrow(message)
  })

  it('reads a Sanity project with defaults', () => {
    expect(readContentConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toEqual({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-10-01',
      useCdn: false,
    })
  })

  it('reads every setting', () => {
    expect(
      readContentConfig({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'my-project',
        NEXT_PUBLIC_SANITY_DATASET: 'staging_2',
        NEXT_PUBLIC_SANITY_API_VERSION: 'v2025-02-19',
        NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:3300/',
        NEXT_PUBLIC_SANITY_USE_CDN: 'true',
        SANITY_API_READ_TOKEN: 'sk-secret',
      }),
    ).toEqual({
      kind: 'sanity',
      projectId: 'my-project',
      dataset: 'staging_2',
      apiVersion: '2025-02-19',
      apiHost: 'http://127.0.0.1:3300',
      token: 'sk-secret',
      useCdn: true,
    })
  })

  it.each([
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project' },
      /NEXT_PUBLIC_SANITY_PROJECT_ID is "My Project".*sanity\.io\/manage/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_DATASET: 'Prod!' },
      /NEXT_PUBLIC_SANITY_DATASET is "Prod!", which is not a dataset name/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_API_VERSION: '2025-13-01' },
      /NEXT_PUBLIC_SANITY_API_VERSION is "2025-13-01".*Use a date like "2025-10-01"/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_API_VERSION: 'latest' },
      /NEXT_PUBLIC_SANITY_API_VERSION is "latest"/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_API_HOST: 'ftp://example.com' },
      /NEXT_PUBLIC_SANITY_API_HOST is "ftp:\/\/example.com", which is not an http\(s\) URL/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_API_HOST: 'localhost:3300' },
      /NEXT_PUBLIC_SANITY_API_HOST is "localhost:3300"/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc', NEXT_PUBLIC_SANITY_USE_CDN: 'yes' },
      /NEXT_PUBLIC_SANITY_USE_CDN is "yes": use "true".*or "false"/,
    ],
    [
      { NEXT_PUBLIC_SANITY_API_HOST: 'http://127.0.0.1:3300', SANITY_API_READ_TOKEN: 'sk' },
      /NEXT_PUBLIC_SANITY_API_HOST, SANITY_API_READ_TOKEN are set but NEXT_PUBLIC_SANITY_PROJECT_ID is not/,
    ],
  ])('rejects %j with a message naming the variable and the fix', (env, message) => {
    expect(() => readContentConfig(env)).toThrow(message)
    expect(() => readContentConfig(env)).toThrow(
      expect.objectContaining({ name: 'ContentConfigError' }),
    )
  })
})
