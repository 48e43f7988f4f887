import '@testing-library/jest-dom'
import { deserialize, serialize } from 'node:v8'

// jsdom's global scope lacks structuredClone, which the embedded content source uses.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value))
