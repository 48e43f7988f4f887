import { gzipSync } from 'node:zlib'

/** gzip size at zlib's default level (6), the level most servers and CDNs use. */
export const gzipBytes = (text) => gzipSync(text).length

const payloadScript = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g
const styleElement = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** The payload's text rows (`<id>:T<hex byte length>,<text>`), where React puts long strings. */
function textRows(html) {
  const flight = Buffer.from(
    [...html.matchAll(payloadScript)]
      .map((match) => JSON.parse(match[1]))
      .filter(([kind, chunk]) => kind === 1 && typeof chunk === 'string')
      .map(([, chunk]) => chunk)
      .join(''),
  )
  const rows = []
  const header = /[0-9a-f]+:T([0-9a-f]+),/g
  const text = flight.toString('latin1')
  for (const match of text.matchAll(header)) {
    const start = match.index + match[0].length
    rows.push(flight.subarray(start, start + parseInt(match[1], 16)).toString('utf8'))
  }
  return rows
}

/** How Next writes a payload chunk into a script: JSON with the HTML-significant characters escaped. */
const encodePayload = (chunk) =>
  JSON.stringify(chunk).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * A page's HTML taken apart: the CSS inlined into it (each `<style>` once, plus how many bytes of
 * it the inline RSC payload repeats), the payload (the element tree React hydrates from, without
 * those CSS copies) and the markup (everything else). `gzip` is the document without any inlined
 * CSS, which is what the HTML budget counts; `css.gzip` is the inlined CSS once.
 */
export function analyseHtml(html) {
  const styles = [...html.matchAll(styleElement)].map((match) => match[2]).filter(Boolean)
  const inlined = styles.join('\n')
  // React merges the stylesheets of one precedence into one <style>; the payload has each apart.
  const copies = [...new Set([...styles, ...textRows(html)])]
    .filter((text) => text && inlined.includes(text))
    .sort((a, b) => b.length - a.length)
  let payloadCssCopies = 0
  const withoutPayloadCss = html.replace(payloadScript, (script, array) => {
    const [kind, chunk] = JSON.parse(array)
    if (kind !== 1 || typeof chunk !== 'string') return script
    let stripped = chunk
    for (const css of copies) {
      const parts = stripped.split(css)
      payloadCssCopies += (parts.length - 1) * css.length
      stripped = parts.join('')
    }
    return stripped === chunk
      ? script
      : `<script>self.__next_f.push([1,${encodePayload(stripped)}])</script>`
  })
  const withoutCss = withoutPayloadCss.replace(styleElement, '$1$3')
  const payload = [...withoutCss.matchAll(payloadScript)].map((match) => match[0]).join('')
  const css = styles.join('')
  return {
    raw: Buffer.byteLength(withoutCss),
    gzip: gzipBytes(withoutCss),
    payloadRaw: Buffer.byteLength(payload),
    payloadGzip: gzipBytes(payload),
    payloadShare: Buffer.byteLength(payload) / Buffer.byteLength(withoutCss),
    css: {
      inlineRaw: Buffer.byteLength(css),
      inlineGzip: css ? gzipBytes(css) : 0,
      styleElements: styles.length,
      payloadCopiesRaw: payloadCssCopies,
      // Each one holds back the first paint until it has loaded (React puts them in the head).
      stylesheetLinks: [...html.matchAll(stylesheetLink)].length,
    },
  }
}
