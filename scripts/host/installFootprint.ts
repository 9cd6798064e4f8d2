// What installing Portico costs a host, read from the host's own npm install: the packages that
// come only with the given Portico packages (reachable from them in the installed tree and not
// from the host's own dependencies) and their size on disk (the sum of their files' sizes,
// nested node_modules counted once, under their own package). One install answers every
// scenario: a scenario is a set of roots (see hostTest.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** the part of npm's package-lock.json (lockfileVersion 3) read here */
export interface NpmLockfile {
  packages: Record<
    string,
    {
      version?: string
      dependencies?: Record<string, string>
      optionalDependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
      devDependencies?: Record<string, string>
      link?: boolean
    }
  >
}

/**
 * Where Node would find `name` from the installed package at `from` ('' is the host itself):
 * its own node_modules first, then each enclosing package's, then the top level.
 */
export function resolveInstalled(lock: NpmLockfile, from: string, name: string): string | undefined {
  let dir = from
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[candidate]) return candidate
    if (!dir) return undefined
    const at = dir.lastIndexOf('/node_modules/')
    dir = at === -1 ? '' : dir.slice(0, at)
  }
}

/** every installed package path reachable from `roots` through dependencies and peers */
export function reachable(lock: NpmLockfile, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const queue: string[] = []
  for (const name of roots) {
    const path = resolveInstalled(lock, '', name)
    if (!path) throw new Error(`${name} is not installed in the host`)
    queue.push(path)
  }
  while (queue.length > 0) {
    const path = queue.pop() as string
    if (seen.has(path)) continue
    seen.add(path)
    const entry = lock.packages[path]
    const names = new Set([
      ...Object.keys(entry?.dependencies ?? {}),
      ...Object.keys(entry?.optionalDependencies ?? {}),
      ...Object.keys(entry?.peerDependencies ?? {}),
    ])
    // an optional dependency or optional peer that is not installed is not part of the install
    for (const name of names) {
      const found = resolveInstalled(lock, path, name)
      if (found && !seen.has(found)) queue.push(found)
    }
  }
  return seen
}

export interface Footprint {
  /** installed package paths (node_modules/…), sorted */
  packages: string[]
  /** the sum of their files' sizes */
  bytes: number
}

/**
 * What `roots` add to a host whose own dependencies are `hostRoots`: the packages reachable from
 * the roots and not from the host's own, and their size in `hostDir`.
 */
export function installFootprint(hostDir: string, roots: string[], hostRoots: string[]): Footprint {
  const locked = JSON.parse(readFileSync(join(hostDir, 'package-lock.json'), 'utf8')) as NpmLockfile
  // the lockfile lists every platform's optional packages; only this platform's are on disk
  const lock = {
    packages: Object.fromEntries(
      Object.entries(locked.packages).filter(([path]) => path === '' || existsSync(join(hostDir, path))),
    ),
  }
  const host = reachable(lock, hostRoots)
  const packages = [...reachable(lock, roots)].filter((p) => !host.has(p)).sort()
  return { packages, bytes: packages.reduce((sum, p) => sum + packageBytes(join(hostDir, p)), 0) }
}

/** the size of a package's own files (its nested node_modules are packages of their own) */
export function packageBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += packageBytes(path)
    else if (entry.isFile()) total += statSync(path).size
  }
  return total
}

/** `42 packages, 3.1 MB` */
export function formatFootprint(f: Footprint): string {
  return `${f.packages.length} packages, ${(f.bytes / 1_000_000).toFixed(1)} MB`
}
