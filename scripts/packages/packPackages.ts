// Builds every published package (turbo, cached) and packs each with `pnpm pack`, as
// `pnpm publish` would: publishConfig applied, `workspace:` ranges replaced by versions.
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type PublishedPackage, publishedPackages, workspaceRoot } from './publishedPackages.js'

export interface PackedPackage extends PublishedPackage {
  tarball: string
}

export function packPackages(outDir: string): PackedPackage[] {
  mkdirSync(outDir, { recursive: true })
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return publishedPackages().map((pkg) => {
    execFileSync('pnpm', ['pack', '--pack-destination', outDir], { cwd: pkg.dir, stdio: 'ignore' })
    return { ...pkg, tarball: join(outDir, pkg.tarballName) }
  })
}
