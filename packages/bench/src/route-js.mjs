// The JavaScript a cold visit of each path loads on a running server, measured as the bench does
// (measureJs.mjs). For comparing two builds route by route, e.g. the scale test (docs/scale.md):
//   node packages/bench/src/route-js.mjs http://127.0.0.1:3000 /unternehmen /talente > a.json
import { launchBrowser, measureTransfer } from './measureJs.mjs'

const [origin, ...paths] = process.argv.slice(2)
if (!origin || paths.length === 0) {
  console.error('usage: node packages/bench/src/route-js.mjs <origin> <path> [<path> ...]')
  process.exit(1)
}

const browser = await launchBrowser()
const results = {}
try {
  for (const path of paths) {
    const { status, jsGzipInitial, jsGzip, scripts } = await measureTransfer(
      browser,
      new URL(path, origin).href,
    )
    results[path] = { status, jsGzipInitial, jsGzip, scripts: scripts.map(({ src }) => src).sort() }
  }
} finally {
  await browser.close()
}
console.log(JSON.stringify(results, null, 2))
