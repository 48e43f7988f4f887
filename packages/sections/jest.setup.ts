import '@testing-library/jest-dom'
import { createElement, type ComponentType } from 'react'
import { deserialize, serialize } from 'node:v8'

// jsdom's global scope lacks structuredClone, which the embedded content source uses.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value))

// jsdom lays nothing out, so nothing ever nears the viewport: an IntersectionObserver that never
// reports, as a browser would for content far down the page. Tests that need one to report
// install their own.
class DistantIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
globalThis.IntersectionObserver ??=
  DistantIntersectionObserver as unknown as typeof IntersectionObserver

// next/dynamic (src/islands.tsx) loads an island after the first render in a browser; here each
// is loaded before the tests, so a section renders whole at once, as on the server.
const mockIslandLoads: Promise<unknown>[] = []
jest.mock('next/dynamic', () => (load: () => Promise<ComponentType<object>>) => {
  let Island: ComponentType<object> | undefined
  mockIslandLoads.push(load().then((component) => (Island = component)))
  return (props: object) => (Island ? createElement(Island, props) : null)
})
beforeAll(() => Promise.all(mockIslandLoads))
