// The jest config of the workspaces whose code runs in Node (@repo/content, the local Content Lake
// server), each re-exporting it. groq-js, next-sanity and @sanity/client ship ES modules only: SWC
// turns them, like our TypeScript, into CommonJS for jest. The sections' and the site's configs
// share the list.
export const esmPackages = [
  'groq-js',
  'obug',
  'next-sanity',
  'groq',
  '@sanity',
  '@portabletext',
  'get-it',
  'nanoid',
  'eventsource(-parser)?',
]

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
}

export default config
