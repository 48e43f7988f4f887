import '@testing-library/jest-dom'
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
