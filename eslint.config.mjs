// One flat config for every workspace: `eslint .` in any of them finds this file by looking upward.
import path from 'node:path'
import js from '@eslint/js'
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const nextApps = 'apps/{web,baseline}'
const webSrc = 'apps/web/src'
const routes = ['app', 'proxy.ts', 'instrumentation.ts']
const views = ['views', 'shell', 'preview', 'publishing']
const lowFloor = ['lib', 'seo', 'security']
const floorMessage = 'Imports run down the floors (see eslint.config.mjs), never up.'
const reactLibraries = '{packages/ui,packages/sections,studio}'

/** eslint-config-next targets a project root; here its configs apply to the Next apps only. */
const isGlobalIgnore = (config) =>
  Object.keys(config).every((key) => key === 'ignores' || key === 'name')
const scopedToNextApps = nextCoreWebVitals.map((config) =>
  isGlobalIgnore(config)
    ? config
    : {
        ...config,
        files: (config.files ?? ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}']).map(
          (glob) => `${nextApps}/${glob}`,
        ),
      },
)

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/.next/',
    '**/out/',
    '**/dist/',
    '**/.turbo/',
    '**/.sanity/',
    '**/coverage/',
    '**/playwright-report/',
    '**/test-results/',
    '**/next-env.d.ts',
    '**/sanity.types.ts',
    'studio/dist/',
    'packages/content/src/schema.json',
    'packages/content/dataset/',
    'apps/web/public/content-images/',
    'apps/web/public/content-files/',
    'bench-results/',
  ]),

  { files: ['**/*.{js,mjs,cjs}'], extends: [js.configs.recommended] },
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names document a deliberately unused parameter or binding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  ...scopedToNextApps,
  {
    files: [`${nextApps}/**/*.{js,jsx,mjs,ts,tsx,mts}`],
    rules: {
      // The full jsx-a11y recommended set (Next enables only a few); the plugin comes from Next's config.
      ...jsxA11y.flatConfigs.recommended.rules,
      // Images render as plain <img> with width/height from imageProps(): no next/image runtime.
      '@next/next/no-img-element': 'off',
      // App Router only: this rule guards a pages/ directory, which neither app has.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },

  // The site's floors, top down: routes (app/, the proxy, instrumentation) → views (views/, shell/,
  // preview/, publishing/) → the data layer (content/) → lib/, seo/, security/. An import runs
  // down, never up; only the data layer runs the content fetcher.
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/**/*.test.{ts,tsx}`, `${webSrc}/testing/**`, `${webSrc}/**/*.fixture.ts`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: path.join(import.meta.dirname, webSrc),
          zones: [
            { target: lowFloor, from: [...routes, ...views, 'content'], message: floorMessage },
            { target: 'content', from: [...routes, ...views], message: floorMessage },
            { target: views, from: routes, message: floorMessage },
          ],
        },
      ],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/content/**`, `${webSrc}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/content/fetch',
              importNames: ['fetchContent', 'readPublishedNow', 'createFetchContent'],
              message: 'Content is read in src/content/ only: add a function there and call it.',
            },
          ],
        },
      ],
    },
  },

  {
    files: [`${reactLibraries}/**/*.{js,jsx,ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },

  {
    files: [`${nextApps}/**/*.{jsx,tsx}`, `${reactLibraries}/**/*.{jsx,tsx}`],
    rules: {
      // role="list" on a list without bullets is deliberate: Safari drops the list semantics.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },

  {
    files: [
      '**/*.config.{js,mjs,cjs,ts,mts}',
      '**/jest.setup.ts',
      'packages/bench/**',
      'packages/content/src/bin/**',
      'packages/content-lake-server/src/bin.ts',
      '**/e2e/**',
      '**/scripts/**',
    ],
    languageOptions: { globals: globals.node },
  },
  // CommonJS modules that Node loads as they are (e.g. next.config's cacheHandler).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Playwright and the bench hand functions to page.evaluate(), which run in the browser.
  { files: ['packages/bench/**', '**/e2e/**'], languageOptions: { globals: globals.browser } },
])
