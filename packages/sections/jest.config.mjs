import { esmPackages } from '../../jest.node.mjs'

// ESM-only dependencies (the embedded content source for the fixtures, Portable Text, stega) and
// the workspace packages: transformed like the sources, the rest of node_modules taken as it is.
const transformed = ['@repo', ...esmPackages]

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  // Two cores shared with lint, typecheck and the build in CI.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts', '<rootDir>/jest.islands.ts'],
  // Runs the real page query over the bundled dataset for the components' content.
  globalSetup: '<rootDir>/src/testing/pageFixtures.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${transformed.join('|')})/)`],
  // Components import the stylesheet beside them; jsdom does not need it.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.styleStub.cjs',
    '^@repo/sections/stylesheets$': '<rootDir>/jest.stylesheetsStub.cjs',
  },
}

export default config
