/**
 * The path of alto's command-line entry (`@pimlico/alto`'s `bin`, `esm/cli/alto.js`). The
 * package exports only its main entry (which imports the CLI), so we resolve that file without
 * loading it and step to the CLI beside it. alto is an optional peer dependency (GPL-3.0, run only
 * as its own process, never bundled or imported): a host that wants the bundler installs it.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export function resolveAltoCli(): string {
  const require = createRequire(import.meta.url)
  let main: string
  try {
    main = require.resolve('@pimlico/alto')
  } catch {
    // an optional peer: alto is GPL-3.0 and run only as a separate process, so a host opts in
    throw new Error('startBundler needs @pimlico/alto 0.0.20: npm install -D @pimlico/alto@0.0.20')
  }
  const cli = join(dirname(main), 'cli', 'alto.js')
  if (!existsSync(cli)) throw new Error(`alto's CLI not found at ${cli}`)
  return cli
}
