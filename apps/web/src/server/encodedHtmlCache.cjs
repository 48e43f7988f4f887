// Next's own incremental cache (FileSystemCache: memory LRU over .next/server and .next/cache),
// changed in one respect: a prerendered page's HTML is handed out as bytes, encoded once per cached
// entry, instead of as a string.
//
// Why: Next sends a cached page string with `Buffer.byteLength(html)` and `res.end(html)`. One
// character above U+00FF in the content (–, €, a flag emoji) makes V8 store the whole page as a
// two-byte string, and encoding that to UTF-8 runs at ~50-70 MB/s: 4-8 ms for the ~280 KB of
// /unternehmen, on every request. Measured (server CPU per request under wrk): 7.2-7.8 ms with the
// string, 1.7-4.0 ms with bytes, blank Next page 1.5 ms. With bytes Next streams the same content
// (chunked instead of Content-Length). Written against next 16.4.6 (pinned); the jest test and
// every e2e page test run through it. Next imports this module on every request unless
// patches/next+16.4.6.patch is applied (see README, Performance).
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default

/** Per cached value (replaced when the page is regenerated), its HTML as UTF-8 bytes. */
const encodedHtml = new WeakMap()

class EncodedHtmlCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args)
    const value = entry?.value
    if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry
    let html = encodedHtml.get(value)
    if (!html) {
      html = Buffer.from(value.html, 'utf8')
      encodedHtml.set(value, html)
    }
    return { ...entry, value: { ...value, html } }
  }
}

module.exports = EncodedHtmlCache
