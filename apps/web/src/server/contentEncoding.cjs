// Brotli and gzip for responses that are compressed once and then sent many times (prerendered
// pages, see encodedHtmlCache.cjs). Next compresses every response again, with gzip only; Brotli at
// its highest quality makes /unternehmen 20 KB instead of 31 KB and /talente 14 KB instead of 21
// KB, so the page fits the first TCP round trip on a phone.
const { promisify } = require('node:util')
const zlib = require('node:zlib')

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Codings in the order the server prefers them when the client weighs them alike. */
const preferred = ['br', 'gzip']

/**
 * The coding of `available` the client accepts with the highest weight (RFC 9110 12.5.3): `q=0`
 * refuses a coding, `*` stands for every coding not named, and no header at all accepts none.
 */
function negotiate(acceptEncoding, available) {
  if (!acceptEncoding) return null
  const weights = new Map()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  let best = null
  let bestWeight = 0
  for (const coding of preferred) {
    if (!available.includes(coding)) continue
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

/** Brotli at its highest quality, for text compressed once and sent often: pages and assets. */
const brotliOptions = (size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

/** The bytes compressed with every coding the server offers (on libuv's threads, not the loop). */
async function compressAll(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, brotliOptions(bytes.length)),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}

/**
 * The property of a response body (a Buffer) that Next, patched (patches/next+16.4.6.patch), calls
 * with the request's Accept-Encoding to get `{ coding, bytes }` to send instead, or null.
 */
const encodingFor = Symbol.for('encodedHtmlCache.encodingFor')

/**
 * Gives `bytes` its encodingFor property once its compressed forms are ready. Should compressing
 * fail, the bytes go out as before: Next then gzips them per request.
 */
async function attachEncodings(bytes) {
  let encoded
  try {
    encoded = await compressAll(bytes)
  } catch (error) {
    console.error('Compressing a prerendered page failed; it is sent as Next compresses it', error)
    return bytes
  }
  const available = Object.keys(encoded)
  bytes[encodingFor] = (acceptEncoding) => {
    const coding = negotiate(acceptEncoding, available)
    return coding ? { coding, bytes: encoded[coding] } : null
  }
  return bytes
}

module.exports = { negotiate, attachEncodings, encodingFor, brotliOptions }
