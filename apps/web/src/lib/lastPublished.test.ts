/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLastPublished } from './lastPublished'

let dir: string
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'last-published-')), 'project.dataset')
})
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }))

describe('createLastPublished', () => {
  it('recalls what an earlier process remembered, per key', async () => {
    const build = createLastPublished(dir, { recall: false })
    await build.remember('["*[_type == \\"agent\\"]",{}]', [{ name: 'Anna' }])
    await build.remember('other', null)

    const server = createLastPublished(dir, { recall: true })
    expect(await server.recall('["*[_type == \\"agent\\"]",{}]')).toEqual({
      value: [{ name: 'Anna' }],
    })
    expect(await server.recall('other')).toEqual({ value: null })
    expect(await server.recall('never fetched')).toBeUndefined()
    // Renamed into place: no temporary files stay behind.
    expect((await readdir(dir)).every((file) => file.endsWith('.json'))).toBe(true)
  })

  it('keeps the newest result and recalls nothing while recalling is off', async () => {
    const store = createLastPublished(dir, { recall: true })
    await store.remember('key', 'first')
    await store.remember('key', 'second')
    expect(await store.recall('key')).toEqual({ value: 'second' })
    expect(await createLastPublished(dir, { recall: false }).recall('key')).toBeUndefined()
  })

  it('warns instead of failing the render when it cannot write', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    // A file where the directory should be: mkdir fails with ENOTDIR.
    const file = `${dir}.file`
    await writeFile(file, '')
    const store = createLastPublished(path.join(file, 'sub'), { recall: true })
    await expect(store.remember('key', 1)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('last published'), expect.anything())
    warn.mockRestore()
  })
})
