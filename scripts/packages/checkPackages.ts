/**
 * `pnpm check:packages`: every published package (every non-private package of the workspace) as
 * npm users get it. Builds and packs them (pnpm pack: publishConfig applied), then on each tarball
 * runs publint (strict: warnings fail), are-the-types-wrong (ESM-only profile: node16 from ESM
 * and bundler resolution must be clean) and the house rules of checkPackedPackage.ts (LICENSE,
 * README, maps and their sources, release metadata, dependencies). Prints one line per package;
 * exits 1 on any problem.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import {
  clientDirectiveProblems,
  contentProblems,
  dependencyProblems,
  licenseProblems,
  listFiles,
  metadataProblems,
  sourceMapProblems,
} from './checkPackedPackage.js'
import { packPackages } from './packPackages.js'
import { type PackageManifest, readManifest, workspaceRoot } from './publishedPackages.js'

const rootManifest = readManifest(workspaceRoot)
const rootLicense = readFileSync(join(workspaceRoot, 'LICENSE'), 'utf8')
const release = {
  license: rootManifest.license ?? 'MIT',
  repositoryUrl: typeof rootManifest.repository === 'object' ? (rootManifest.repository.url ?? '') : '',
}
const work = mkdtempSync(join(tmpdir(), 'portico-packages-'))
let failed = false
try {
  const packed = packPackages(join(work, 'tarballs'))
  const peersOf = new Map(
    packed.map((p) => [p.name, Object.keys(readManifest(p.dir).peerDependencies ?? {})]),
  )
  for (const pkg of packed) {
    const dir = join(work, 'unpacked', pkg.tarballName)
    mkdirSync(dir, { recursive: true })
    execFileSync('tar', ['-xzf', pkg.tarball, '-C', dir])
    const root = join(dir, 'package')
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageManifest
    const files = listFiles(root)
    const sources = new Map(
      files
        .filter((f) => f.startsWith('dist/') && /\.(js|d\.ts)$/.test(f))
        .map((f) => [f, readFileSync(join(root, f), 'utf8')]),
    )

    const problems = [
      ...contentProblems(files),
      ...sourceMapProblems(root, files),
      ...metadataProblems(manifest, pkg.directory, release),
      ...licenseProblems(
        files.includes('LICENSE') ? readFileSync(join(root, 'LICENSE'), 'utf8') : undefined,
        rootLicense,
      ),
      ...clientDirectiveProblems(manifest, root, files),
      ...dependencyProblems(
        manifest,
        sources,
        new Set(Object.keys(manifest.dependencies ?? {}).flatMap((d) => peersOf.get(d) ?? [])),
      ),
    ]
    const lint = await publint({ pkgDir: root, pack: false, strict: true, level: 'suggestion' })
    for (const message of lint.messages)
      problems.push(`publint ${message.type}: ${formatMessage(message, lint.pkg)}`)
    const attw = spawnSync(
      join(workspaceRoot, 'node_modules/.bin/attw'),
      [pkg.tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color'],
      {
        encoding: 'utf8',
      },
    )
    if (attw.status !== 0) problems.push(`are-the-types-wrong:\n${attw.stdout}${attw.stderr}`)

    const kb = (readFileSync(pkg.tarball).byteLength / 1024).toFixed(1)
    const status = problems.length === 0 ? 'ok' : `${problems.length} problem(s)`
    console.log(
      `${pkg.name.padEnd(28)} ${String(files.length).padStart(4)} files  ${kb.padStart(6)} KB packed  ${status}`,
    )
    for (const p of problems) console.log(`  - ${p}`)
    if (problems.length > 0) failed = true
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
if (failed) {
  console.error('\ncheck:packages failed: fix the problems above (docs/architecture.md, "Packaging").')
  process.exit(1)
}
console.log('\nEvery published package passes publint, are-the-types-wrong and the packaging rules.')
