// Builds every published package (turbo, cached) and packs each with `pnpm pack`, as
// `pnpm publish` would: publishConfig applied, `workspace:` ranges replaced by versions.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type PublishedPackage, publishedPackages, workspaceRoot } from './publishedPackages.js'

export interface PackedPackage extends PublishedPackage {
  tarball: string
}

/**
 * builds the published packages (and what they depend on) with turbo; its cache makes a rerun
 * cheap. dist is emptied first: a cache hit restores the outputs over what is there, and a module
 * deleted since the last build would otherwise be packed (and published) again.
 */
export function buildPublishedPackages(
  packages: { name: string; dir: string }[] = publishedPackages(),
): void {
  for (const pkg of packages) rmSync(join(pkg.dir, 'dist'), { recursive: true, force: true })
  execFileSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      ...packages.map((p) => `--filter=${p.name}`),
      '--output-logs=errors-only',
    ],
    { cwd: workspaceRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  )
}

export function packPackages(outDir: string): PackedPackage[] {
  mkdirSync(outDir, { recursive: true })
  const packages = publishedPackages()
  buildPublishedPackages(packages)
  return packages.map((pkg) => {
    execFileSync('pnpm', ['pack', '--pack-destination', outDir], { cwd: pkg.dir, stdio: 'ignore' })
    return { ...pkg, tarball: join(outDir, pkg.tarballName) }
  })
}
