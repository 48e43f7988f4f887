export { removeFixtures as default } from './pageFixtures'
