import { readStudioEnv } from '../env'

test('unset, the Studio builds offline with a placeholder project', () => {
  expect(readStudioEnv({})).toEqual({
    projectId: 'placeholder',
    dataset: 'production',
    previewUrl: 'http://localhost:3000',
  })
  expect(readStudioEnv({ SANITY_STUDIO_PROJECT_ID: '  ', SANITY_STUDIO_PREVIEW_URL: '' })).toEqual(
    readStudioEnv({}),
  )
})

test('a real project, dataset and preview site are taken as given', () => {
  expect(
    readStudioEnv({
      SANITY_STUDIO_PROJECT_ID: 'a1b2c3d4',
      SANITY_STUDIO_DATASET: 'staging',
      SANITY_STUDIO_PREVIEW_URL: 'https://www.salesswipe.example/',
    }),
  ).toEqual({
    projectId: 'a1b2c3d4',
    dataset: 'staging',
    previewUrl: 'https://www.salesswipe.example',
  })
})

test.each([
  [
    { SANITY_STUDIO_PROJECT_ID: 'My Project' },
    /^SANITY_STUDIO_PROJECT_ID is "My Project", which is not a Sanity project id\. Copy the id from sanity\.io\/manage/,
  ],
  [
    { SANITY_STUDIO_DATASET: 'staging' },
    /^SANITY_STUDIO_DATASET is "staging" but SANITY_STUDIO_PROJECT_ID is not set\. Set SANITY_STUDIO_PROJECT_ID/,
  ],
  [
    { SANITY_STUDIO_PROJECT_ID: 'a1b2c3d4', SANITY_STUDIO_DATASET: 'Production!' },
    /^SANITY_STUDIO_DATASET is "Production!", which is not a dataset name\./,
  ],
  [
    { SANITY_STUDIO_PREVIEW_URL: 'www.salesswipe.example' },
    /^SANITY_STUDIO_PREVIEW_URL is "www\.salesswipe\.example", which is not an http\(s\) URL\. Use the site's origin/,
  ],
  [
    { SANITY_STUDIO_PREVIEW_URL: 'javascript:alert(1)' },
    /^SANITY_STUDIO_PREVIEW_URL is "javascript:alert\(1\)", which is not an http\(s\) URL/,
  ],
])('a malformed value stops the Studio with the variable and the fix: %j', (vars, message) => {
  expect(() => readStudioEnv(vars)).toThrow(message)
})
