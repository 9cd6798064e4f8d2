/**
 * `pnpm check:release`: the next release, rehearsed on a copy of the workspace (inside `npm test`).
 * 1. Builds every published package (turbo, cached) and checks the fixed changesets group
 *    (releasePlan.ts: core and everything that peers on it, one version).
 * 2. Copies the workspace's manifests, READMEs, LICENSEs, sources, builds and .changeset folder to
 *    a temp folder, links the workspace packages to each other there, and runs `changeset version`:
 *    versions and CHANGELOG.md files as the release will make them; checks what it did.
 * 3. Packs every published package there (`pnpm pack`, as `pnpm publish` does) and checks each
 *    tarball: LICENSE, README, CHANGELOG, dist with maps and their sources, release metadata, and
 *    Portico's own packages named at the released versions.
 * 4. `pnpm publish --dry-run --no-git-checks` for every package, against a registry on 127.0.0.1
 *    that knows none of them (npm asks whether the version exists; nothing leaves the machine).
 * Nothing in the workspace changes. Prints one line per package; exits 1 on any problem.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import {
  contentProblems,
  licenseProblems,
  listFiles,
  metadataProblems,
  sourceMapProblems,
} from '../packages/checkPackedPackage.js'
import { buildPublishedPackages } from '../packages/packPackages.js'
import {
  type PackageManifest,
  readManifest,
  tarballName,
  workspacePackages,
  workspaceRoot,
} from '../packages/publishedPackages.js'
import {
  type ChangesetConfig,
  fixedGroupProblems,
  packedManifestProblems,
  readChangesets,
  versionProblems,
} from './releasePlan.js'

const started = Date.now()
const all = workspacePackages()
const published = all.filter((p) => !p.manifest.private)
const config = JSON.parse(
  readFileSync(join(workspaceRoot, '.changeset/config.json'), 'utf8'),
) as ChangesetConfig
const changesets = readChangesets(join(workspaceRoot, '.changeset'))
const failures: string[] = []
const fail = (where: string, problems: string[]) => {
  for (const p of problems) failures.push(`${where}: ${p}`)
}

fail('.changeset/config.json', fixedGroupProblems(config, published))
buildPublishedPackages(published)

const work = mkdtempSync(join(tmpdir(), 'portico-release-'))
const registry = await startEmptyRegistry()
try {
  // 2. the copy: what changeset version and pnpm pack read, nothing else (no node_modules)
  const copy = join(work, 'repo')
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'LICENSE'])
    cpSync(join(workspaceRoot, file), join(copy, file))
  cpSync(join(workspaceRoot, '.changeset'), join(copy, '.changeset'), { recursive: true })
  for (const pkg of all) {
    const to = join(copy, pkg.directory)
    mkdirSync(to, { recursive: true })
    cpSync(join(pkg.dir, 'package.json'), join(to, 'package.json'))
    if (pkg.manifest.private) continue
    for (const entry of ['README.md', 'LICENSE', 'CHANGELOG.md', 'src', 'dist'])
      if (existsSync(join(pkg.dir, entry)))
        cpSync(join(pkg.dir, entry), join(to, entry), {
          recursive: true,
          filter: (src) => !src.split('/').includes('node_modules'),
        })
  }
  // pnpm pack reads a `workspace:` dependency's version from the linked package
  const dirOf = new Map(all.map((p) => [p.name, join(copy, p.directory)]))
  for (const pkg of published) {
    const m = pkg.manifest
    for (const [name, range] of Object.entries({
      ...m.devDependencies,
      ...m.peerDependencies,
      ...m.dependencies,
    })) {
      const target = dirOf.get(name)
      if (!range.startsWith('workspace:') || !target) continue
      const link = join(copy, pkg.directory, 'node_modules', name)
      mkdirSync(dirname(link), { recursive: true })
      if (!existsSync(link)) symlinkSync(relative(dirname(link), target), link)
    }
  }

  run(join(workspaceRoot, 'node_modules/.bin/changeset'), ['version'], copy)
  const after = all.map((pkg) => {
    const dir = join(copy, pkg.directory)
    const changelog = join(dir, 'CHANGELOG.md')
    return {
      name: pkg.name,
      before: pkg.version,
      after: readManifest(dir).version,
      changelog: existsSync(changelog) ? readFileSync(changelog, 'utf8') : undefined,
    }
  })
  const left = readdirSync(join(copy, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')
  fail('changeset version', versionProblems(after, changesets, config, left))
  const versions = new Map(after.map((p) => [p.name, p.after]))

  // 3. the tarballs as the release makes them
  const rootManifest = readManifest(workspaceRoot)
  const release = {
    license: rootManifest.license ?? 'MIT',
    repositoryUrl: typeof rootManifest.repository === 'object' ? (rootManifest.repository.url ?? '') : '',
  }
  const rootLicense = readFileSync(join(workspaceRoot, 'LICENSE'), 'utf8')
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  const rows: string[] = []
  for (const pkg of published) {
    const dir = join(copy, pkg.directory)
    const manifestThere = readManifest(dir)
    run('pnpm', ['pack', '--pack-destination', tarballs], dir)
    const unpacked = join(work, 'unpacked', pkg.directory)
    mkdirSync(unpacked, { recursive: true })
    execFileSync('tar', ['-xzf', join(tarballs, tarballName(manifestThere)), '-C', unpacked])
    const root = join(unpacked, 'package')
    const files = listFiles(root)
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageManifest
    const bumped = manifestThere.version !== pkg.version
    fail(pkg.name, [
      ...contentProblems(files),
      ...sourceMapProblems(root, files),
      ...metadataProblems(manifest, pkg.directory, release),
      ...licenseProblems(
        files.includes('LICENSE') ? readFileSync(join(root, 'LICENSE'), 'utf8') : undefined,
        rootLicense,
      ),
      ...packedManifestProblems(manifest, versions),
      ...(bumped && !files.includes('CHANGELOG.md') ? ['CHANGELOG.md is not in the tarball'] : []),
    ])
    const changelog = after.find((p) => p.name === pkg.name)?.changelog ?? ''
    // the entries of the new version's section
    const section = changelog.split(/^## /m)[1] ?? ''
    const entries = bumped ? (section.match(/^- /gm) ?? []).length : 0
    rows.push(
      `${pkg.name.padEnd(28)} ${pkg.version.padStart(7)} → ${manifestThere.version.padEnd(7)} ${String(files.length).padStart(4)} files  ${String(entries).padStart(3)} changelog entries`,
    )
  }

  // 4. what `pnpm publish` says of each (dry run, against the empty local registry)
  // (spawned, not spawnSync: the registry answers from this process's event loop)
  for (const pkg of published) {
    const r = await runAsync(
      'pnpm',
      ['publish', '--dry-run', '--no-git-checks', '--registry', registry.url],
      {
        cwd: join(copy, pkg.directory),
      },
    )
    const version = versions.get(pkg.name)
    if (r.status !== 0 || !r.output.includes(`+ ${pkg.name}@${version}`))
      fail(pkg.name, [`pnpm publish --dry-run failed (${r.status}):\n${r.output}`])
  }
  if (registry.requests.some((r) => !r.startsWith('GET ')))
    fail('publish', [`the dry run sent more than reads to the registry: ${registry.requests.join(', ')}`])

  console.log('release dry run (changeset version on a copy, pnpm pack, pnpm publish --dry-run)')
  for (const row of rows) console.log(row)
  console.log(`fixed group: ${(config.fixed ?? []).map((g) => g.join(', ')).join(' | ')}`)
  console.log(
    `${changesets.length} changesets consumed; took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
} finally {
  await registry.stop()
  rmSync(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`\ncheck:release failed (docs/architecture.md, "Packaging"):`)
  for (const f of failures) console.error(`  - ${f}`)
  process.exit(1)
}
console.log('\nThe next release versions, packs and publishes (dry run) cleanly.')

/** npm without the npm_* variables pnpm sets for its own scripts (they would steer npm) */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache'])
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') || keep.has(k)))
}

function run(command: string, args: string[], cwd: string): void {
  const r = spawnSync(command, args, { cwd, env: npmEnv(), encoding: 'utf8' })
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stdout}${r.stderr}`)
}

function runAsync(command: string, args: string[], opts: { cwd: string }) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: npmEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d: Buffer) => {
      output += d
    })
    child.stderr.on('data', (d: Buffer) => {
      output += d
    })
    child.on('close', (status) => resolve({ status, output }))
  })
}

/** a registry on 127.0.0.1 that has no package: the publish dry run asks it, and learns none exists */
async function startEmptyRegistry() {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end('{"error":"Not found"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
