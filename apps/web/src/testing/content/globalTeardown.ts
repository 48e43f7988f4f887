export { removeFixtures as default } from '@repo/sections/testing/pageFixtures'
