// The JavaScript a cold visit of each path loads on a running server, measured as the bench does
// (measureJs.mjs); without paths, every route the bench measures (config.mjs). JSON on stdout, one
// line per path in kB on stderr. For comparing two builds route by route (docs/scale.md):
//   node packages/bench/src/route-js.mjs http://127.0.0.1:3000 /unternehmen /talente > a.json
import { routes } from './config.mjs'
import { launchBrowser, measureTransfer } from './measureJs.mjs'

const [origin, ...args] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
if (!origin) {
  console.error('usage: node packages/bench/src/route-js.mjs <origin> [<path> ...]')
  process.exit(1)
}
const paths = args.length > 0 ? args : routes.map(({ path }) => path)

const browser = await launchBrowser()
const results = {}
try {
  for (const path of paths) {
    const { status, jsGzipInitial, jsGzip, scripts } = await measureTransfer(
      browser,
      new URL(path, origin).href,
    )
    results[path] = { status, jsGzipInitial, jsGzip, scripts: scripts.map(({ src }) => src).sort() }
    console.error(`${path} ${status}: ${(jsGzip / 1000).toFixed(1)} kB`)
  }
} finally {
  await browser.close()
}
console.log(JSON.stringify(results, null, 2))
