import { createElement, type ComponentType } from 'react'

// next/dynamic (packages/sections/src/islands.tsx) loads an island after the first render in a browser; here each
// is loaded before the tests, so a section renders whole at once, as on the server.
const mockIslandLoads: Promise<unknown>[] = []
jest.mock('next/dynamic', () => (load: () => Promise<ComponentType<object>>) => {
  let Island: ComponentType<object> | undefined
  mockIslandLoads.push(load().then((component) => (Island = component)))
  return (props: object) => (Island ? createElement(Island, props) : null)
})
beforeAll(() => Promise.all(mockIslandLoads))
