// `sanity typegen generate` reports queries it could not evaluate as a warning and still exits 0,
// leaving their result types out of sanity.types.ts. This runs schema extraction and typegen and
// fails when either reports an error, so a broken query cannot slip through; then it writes
// docs/content-model.md from the same schemas.
import { spawn } from 'node:child_process'

const failure = /Encountered errors in|✖|\bError\b/

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false })
    let output = ''
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        process.stdout.write(chunk)
      })
    }
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))
      else if (failure.test(output))
        reject(new Error(`${command} ${args.join(' ')} reported errors`))
      else resolve()
    })
  })
}

try {
  await run('sanity', ['schema', 'extract', '--force', '--enforce-required-fields'])
  await run('sanity', ['typegen', 'generate'])
  await run('tsx', ['scripts/content-model.ts'])
} catch (error) {
  console.error(`\n✗ typegen: ${error.message} (see above)`)
  process.exit(1)
}
