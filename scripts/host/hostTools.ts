/**
 * What the host's-eye test (hostTest.ts) and its examples (examples.ts) do to an app outside the
 * workspace: npm with a clean environment, the published packages as the app's dependencies (the
 * tarballs stand in for the registry), the lab wallet bundled as an extension from the app's own
 * install, and a server the app starts itself.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import type { PackedPackage } from '../packages/packPackages.js'
import { workspaceRoot } from '../packages/publishedPackages.js'

/**
 * npm without the npm_* variables pnpm sets for its own scripts (they would steer npm), and
 * without NODE_ENV: Vite's build (bundleExtension, in this process) sets it to production, and an
 * `npm install` that inherits it leaves every devDependency out (the examples lost vite and their
 * types) while `npm ls` says all is well
 */
export function npmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_registry', 'npm_config_cache'])
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => (!k.startsWith('npm_') || keep.has(k)) && k !== 'NODE_ENV'),
  )
}

/** runs a command in the app; its output is shown only when it fails */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const r = spawnSync(command, args, { cwd, env: { ...npmEnv(), ...env }, encoding: 'utf8' })
  if (r.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`)
  }
}

/** `npm install` in the app, then `npm ls`: a dependency left out fails here, not in a later build */
export function npmInstall(dir: string): void {
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir)
  run('npm', ['ls', '--depth=0'], dir)
}

/** every installed copy of a package in the app (npm ls lists deduped ones by one path) */
export function installedCopies(dir: string, name: string): string[] {
  const out = execFileSync('npm', ['ls', name, '--all', '--parseable'], {
    cwd: dir,
    env: npmEnv(),
    encoding: 'utf8',
  })
  return [...new Set(out.split('\n').filter((line) => line.endsWith(`node_modules/${name}`)))]
}

/**
 * `dependencies` / `devDependencies` with every `@portico/*` replaced by its tarball (the other
 * packages at their ranges, as a host gets them from the registry today), and the
 * `overrides` that make the packages' own `@portico/*` dependencies resolve to the tarballs too
 * (@portico/react asks for @portico/ui by version, and the others peer on @portico/core)
 */
export function withTarballs(
  manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> },
  packed: PackedPackage[],
) {
  const tarball = (name: string) => {
    const found = packed.find((p) => p.name === name)
    if (!found) throw new Error(`${name} was not packed`)
    return `file:${found.tarball}`
  }
  const swap = (deps: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(deps).map(([n, v]) => [n, n.startsWith('@portico/') ? tarball(n) : v]))
  const direct = new Set(
    [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})].filter(
      (n) => n.startsWith('@portico/'),
    ),
  )
  return {
    ...manifest,
    dependencies: swap(manifest.dependencies),
    devDependencies: swap(manifest.devDependencies),
    overrides: Object.fromEntries(
      packed
        .filter((p) => p.directory.startsWith('packages/'))
        .map((p) => [p.name, direct.has(p.name) ? `$${p.name}` : tarball(p.name)]),
    ),
  }
}

/** the lab wallet's extension script, built in the app (its @portico/lab-wallet and viem: the published ones) */
export async function bundleExtension(hostDir: string, outDir: string): Promise<string> {
  const entry = join(hostDir, 'tests/labWalletExtension.ts')
  mkdirSync(dirname(entry), { recursive: true })
  cpSync(join(workspaceRoot, 'scripts/host/labWalletExtension.ts'), entry)
  await build({
    configFile: false,
    logLevel: 'error',
    root: hostDir,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry,
        formats: ['iife'],
        name: 'labWalletExtension',
        fileName: () => 'extension.js',
      },
    },
  })
  return readFileSync(join(outDir, 'extension.js'), 'utf8')
}

/** starts the app's own server (vite preview, next start) and resolves once it answers on `port` */
export async function startServer(
  command: string,
  args: string[],
  cwd: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd, env: { ...npmEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`))),
  )
  let waiting = true
  const answers = (async () => {
    // a server that neither answers nor exits in two minutes hangs: fail with what it printed
    const deadline = Date.now() + 120_000
    while (waiting) {
      try {
        await fetch(`http://127.0.0.1:${port}/`)
        return
      } catch {
        if (Date.now() > deadline) throw new Error(`${command} did not answer on ${port}:\n${output}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  })()
  try {
    await Promise.race([answers, exited])
  } finally {
    waiting = false
  }
  exited.catch(() => undefined) // it exits when stopped, later
  return child
}
