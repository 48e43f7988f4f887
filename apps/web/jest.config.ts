import nextJest from 'next/jest.js'
import type { Config } from 'jest'
import { esmPackages } from '../../jest.node.mjs'

// Loads next.config.ts (SWC transforms, styled-components) and .env files like the app does.
const createJestConfig = nextJest({ dir: './' })

const config: Config = {
  testEnvironment: 'jsdom',
  // CI runs lint, typecheck, build and these tests side by side on two cores: a menu test that
  // takes 1 s alone was seen past the default 5 s.
  testTimeout: 30_000,
  // The sections' islands load before each test, as on the server (packages/sections/src/islands.tsx).
  setupFilesAfterEnv: [
    '<rootDir>/jest.setup.ts',
    '<rootDir>/../../packages/sections/jest.islands.ts',
  ],
  // Runs the real queries over the bundled dataset for the component tests' content.
  globalSetup: '<rootDir>/src/testing/content/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/content/globalTeardown.ts',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // The sections' built stylesheets (their package's build) are not needed to render in jsdom.
    '^@repo/sections/stylesheets$': '<rootDir>/../../packages/sections/jest.stylesheetsStub.cjs',
  },
  // Playwright specs run with `npm run test:e2e`, not jest.
  testPathIgnorePatterns: ['<rootDir>/e2e/'],
  // Builds hold copies of the workspace packages (the standalone server's): never resolve those.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
}

// The workspace packages and the ESM-only dependencies of @repo/content and lib/image.ts (the
// list the Node workspaces share). next/jest only transforms `transpilePackages` in
// node_modules, and appended patterns cannot re-include a package, so its node_modules pattern is
// replaced by one that also lets these through.
const transformed = ['@repo', ...esmPackages]

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)()
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${transformed.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter(
        (pattern) => !pattern.startsWith('/node_modules/'),
      ),
    ],
  }
}
