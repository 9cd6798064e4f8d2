// The workspace packages that are published to npm (every packages/* not marked private), read
// from their package.json files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface PackageManifest {
  name: string
  version: string
  private?: boolean
  exports?: Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  devDependencies?: Record<string, string>
}

export interface PublishedPackage {
  name: string
  version: string
  dir: string
  /** the tarball's file name as `pnpm pack` writes it */
  tarballName: string
}

export function publishedPackages(): PublishedPackage[] {
  const packagesDir = join(workspaceRoot, 'packages')
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(packagesDir, d.name))
    .map((dir) => ({ dir, manifest: readManifest(dir) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({
      name: manifest.name,
      version: manifest.version,
      dir,
      tarballName: `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`,
    }))
}

export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest
}
