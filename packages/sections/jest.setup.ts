import '@testing-library/jest-dom'
import { deserialize, serialize } from 'node:v8'

// jsdom's global scope lacks structuredClone, which the embedded content source uses.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value))

// Component tests compare copy as content writes it. Where the server's soft hyphens land is
// tested by lib/hyphenate.test.ts (which unmocks this) and in the browser (e2e/typesetting.spec.ts).
jest.mock('hyphen/de', () => ({ hyphenateSync: (text: string) => text }))

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
