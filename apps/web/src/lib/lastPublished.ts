import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The last result each query got from the Content Lake, on disk so that it outlives the process
 * (the build writes every query's result; a server started later can fall back to them). Used
 * only when a refresh fails (lib/content.ts): a page that must regenerate during an outage shows
 * the last published content of the same project instead of an error.
 */
export interface LastPublished {
  remember(key: string, value: unknown): Promise<void>
  /** The remembered value, or undefined when there is none or recalling is off. */
  recall(key: string): Promise<{ value: unknown } | undefined>
}

export interface LastPublishedOptions {
  /** Off during `next build`: a build must fetch its content, never reuse an older build's. */
  recall: boolean
}

export function createLastPublished(dir: string, { recall }: LastPublishedOptions): LastPublished {
  const fileOf = (key: string) =>
    path.join(dir, `${createHash('sha256').update(key).digest('hex')}.json`)
  // What this process last wrote per key: unchanged results (most refreshes) cost no write.
  const written = new Map<string, string>()
  return {
    async remember(key, value) {
      const json = JSON.stringify({ value })
      if (written.get(key) === json) return
      const file = fileOf(key)
      // Written aside and renamed: a concurrent reader or build worker never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      try {
        await mkdir(dir, { recursive: true })
        await writeFile(temporary, json)
        await rename(temporary, file)
        written.set(key, json)
      } catch (error) {
        // Only the fallback is lost; the page itself rendered fine.
        console.warn(`Could not keep the last published content in ${dir}:`, error)
      }
    },
    async recall(key) {
      if (!recall) return undefined
      try {
        return JSON.parse(await readFile(fileOf(key), 'utf8')) as { value: unknown }
      } catch {
        return undefined
      }
    },
  }
}
