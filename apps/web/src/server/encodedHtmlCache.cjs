// Next's own incremental cache (FileSystemCache: memory LRU over .next/server and .next/cache),
// changed in three respects, all worked out once per cached entry: a prerendered page's HTML is
// handed out as bytes instead of as a string, compressed in advance with Brotli and gzip
// (contentEncoding.cjs), and its response names the page's stylesheets in a `Link: rel=preload`
// header.
//
// Why: Next sends a cached page string with `Buffer.byteLength(html)` and `res.end(html)`. One
// character above U+00FF in the content (–, €, a flag emoji) makes V8 store the whole page as a
// two-byte string, and encoding that to UTF-8 runs at ~50-70 MB/s: 4-8 ms for the ~280 KB of
// /unternehmen, on every request. Measured (server CPU per request under wrk): 7.2-7.8 ms with the
// string, 1.7-4.0 ms with bytes, blank Next page 1.5 ms. With bytes Next streams the same content
// (chunked instead of Content-Length). Written against next 16.4.6 (pinned); the jest test and
// every e2e page test run through it. Next imports this module on every request unless
// patches/next+16.4.6.patch is applied (see README, Performance).
//
// Why the header: the render-blocking stylesheet is otherwise requested only once the browser has
// committed the navigation and parsed up to its <link> (Next sends no Link headers in production,
// vercel/next.js#71722); with it the request leaves when the response headers arrive, and a CDN
// can turn it into 103 Early Hints (a Lighthouse mobile run of /talente: requested at 30 ms, not 44).
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
const { attachEncodings } = require('./contentEncoding.cjs')

/**
 * Per cached value (replaced when the page is regenerated): its HTML as bytes, with their
 * compressed forms attached, and its headers; a promise, so requests arriving while the page is
 * being compressed wait for the same work.
 */
const served = new WeakMap()

/** Link header entries preloading the stylesheets React put in the page's <head>. */
function stylesheetPreloads(html) {
  const headEnd = html.indexOf('</head>')
  const head = headEnd === -1 ? html : html.slice(0, headEnd)
  return Array.from(
    head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g),
    (match) => `<${match[1]}>; rel=preload; as=style`,
  )
}

async function servedForm(value) {
  const preloads = stylesheetPreloads(value.html)
  const link = [value.headers?.link, ...preloads].filter(Boolean).join(', ')
  return {
    html: await attachEncodings(Buffer.from(value.html, 'utf8')),
    headers: preloads.length > 0 ? { ...value.headers, link } : value.headers,
  }
}

class EncodedHtmlCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args)
    const value = entry?.value
    if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry
    let form = served.get(value)
    if (!form) {
      form = servedForm(value)
      served.set(value, form)
    }
    return { ...entry, value: { ...value, ...(await form) } }
  }
}

module.exports = EncodedHtmlCache
