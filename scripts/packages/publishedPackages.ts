// The workspace packages that are published to npm: every package of pnpm-workspace.yaml's
// folders (packages/*, apps/*) not marked private, read from their package.json files. A package
// added there, or an app made public, is covered by check:packages and check:release at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface PackageManifest {
  name: string
  version: string
  private?: boolean
  description?: string
  keywords?: string[]
  license?: string
  repository?: string | { type?: string; url?: string; directory?: string }
  homepage?: string
  bugs?: { url?: string }
  publishConfig?: { access?: string; exports?: Record<string, unknown> }
  exports?: Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  devDependencies?: Record<string, string>
}

export interface WorkspacePackage {
  name: string
  version: string
  /** absolute folder */
  dir: string
  /** the folder from the repository's root, e.g. packages/core */
  directory: string
  manifest: PackageManifest
}

export interface PublishedPackage extends WorkspacePackage {
  /** the tarball's file name as `pnpm pack` writes it */
  tarballName: string
}

/** the `packages:` globs of pnpm-workspace.yaml (folder/* or a folder) */
export function workspaceGlobs(yaml: string): string[] {
  const globs: string[] = []
  let inPackages = false
  for (const line of yaml.split('\n')) {
    if (/^packages:\s*$/.test(line)) inPackages = true
    else if (/^\S/.test(line)) inPackages = false
    else if (inPackages) {
      const m = /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line)
      if (m) globs.push(m[1] as string)
    }
  }
  return globs
}

export function workspacePackages(root = workspaceRoot): WorkspacePackage[] {
  const dirs = workspaceGlobs(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')).flatMap((glob) => {
    if (!glob.endsWith('/*')) return [join(root, glob)]
    const parent = join(root, glob.slice(0, -2))
    return existsSync(parent)
      ? readdirSync(parent, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => join(parent, d.name))
      : []
  })
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = readManifest(dir)
      return {
        name: manifest.name,
        version: manifest.version,
        dir,
        directory: relative(root, dir).split('\\').join('/'),
        manifest,
      }
    })
    .sort((a, b) => a.directory.localeCompare(b.directory))
}

export function publishedPackages(root = workspaceRoot): PublishedPackage[] {
  return workspacePackages(root)
    .filter((pkg) => !pkg.manifest.private)
    .map((pkg) => ({ ...pkg, tarballName: tarballName(pkg.manifest) }))
}

export function tarballName(manifest: Pick<PackageManifest, 'name' | 'version'>): string {
  return `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`
}

export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest
}
