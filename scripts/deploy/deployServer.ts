/**
 * Deploys a server (apps/api, apps/secure-site) as an operator would run it (issue 28: compiled
 * JavaScript, a bin, production dependencies only, no tsx): builds it and its workspace packages
 * (turbo), copies it with `pnpm deploy --legacy --prod --offline` into `<dir>`, then gives the
 * workspace packages copied there their published manifests (`publishConfig` applied, as `pnpm
 * pack` does: their exports point at dist/, not at the TypeScript sources).
 *
 *   tsx scripts/deploy/deployServer.ts @portico/api /srv/portico-api
 *   node /srv/portico-api/dist/main.js
 *
 * `pnpm check:deploy` (checkDeploy.ts) runs it into a temporary folder and starts the bin.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** applies `publishConfig` to the manifests of the @portico packages in `dir`'s node_modules; returns their names */
export function applyPublishConfigs(dir: string): string[] {
  const scope = join(dir, 'node_modules', '@portico')
  if (!existsSync(scope)) return []
  const done: string[] = []
  for (const name of readdirSync(scope)) {
    const file = join(scope, name, 'package.json')
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    const publish = manifest.publishConfig as Record<string, unknown> | undefined
    if (!publish) continue
    const { access: _a, registry: _r, tag: _t, ...fields } = publish
    Object.assign(manifest, fields)
    delete manifest.publishConfig
    // pnpm deploy hard-links the files it copies: a new file, or the workspace's manifest changes too
    rmSync(file)
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
    done.push(`@portico/${name}`)
  }
  return done
}

export function deployServer(pkg: string, dir: string, opts: { quiet?: boolean } = {}): void {
  const stdio = opts.quiet ? 'pipe' : 'inherit'
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', `--filter=${pkg}...`, '--output-logs=errors-only'], {
    cwd: root,
    stdio,
  })
  execFileSync('pnpm', ['--filter', pkg, 'deploy', '--legacy', '--prod', '--offline', dir], {
    cwd: root,
    stdio,
  })
  applyPublishConfigs(dir)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [pkg, dir] = process.argv.slice(2)
  if (!pkg || !dir) {
    console.error('usage: tsx scripts/deploy/deployServer.ts <package> <dir>')
    process.exit(2)
  }
  deployServer(pkg, dir)
  console.log(`${pkg} deployed to ${dir}`)
}
