/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // The Studio's validation loads the whole schema; shared CI machines need the headroom.
  testTimeout: 60_000,
  roots: ['<rootDir>/test'],
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
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
}
export default config
