// The rules of a release, read from the workspace before and after `changeset version` (run on a
// copy by checkRelease.ts). Pure functions over manifests and changesets, so each rule has a test
// (releasePlan.test.ts). See docs/architecture.md, "Packaging".
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PackageManifest } from '../packages/publishedPackages.js'

export type BumpType = 'major' | 'minor' | 'patch'
const ORDER: BumpType[] = ['patch', 'minor', 'major']

export interface Changeset {
  file: string
  releases: Record<string, BumpType>
}

export interface ChangesetConfig {
  fixed?: string[][]
  ignore?: string[]
}

/** the pending changesets of a .changeset folder (their front matter: "name": bump) */
export function readChangesets(dir: string): Changeset[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .map((file) => parseChangeset(file, readFileSync(join(dir, file), 'utf8')))
}

export function parseChangeset(file: string, text: string): Changeset {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''
  const releases: Record<string, BumpType> = {}
  for (const line of front.split('\n')) {
    const m = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line)
    if (m) releases[m[1] as string] = m[2] as BumpType
  }
  return { file, releases }
}

export function nextVersion(version: string, bump: BumpType): string {
  const [major, minor, patch] = version.split('-')[0]!.split('.').map(Number) as [number, number, number]
  if (bump === 'major') return `${major + 1}.0.0`
  if (bump === 'minor') return `${major}.${minor + 1}.0`
  return `${major}.${minor}.${patch + 1}`
}

/** the highest bump the changesets ask for any of `names` (undefined: none) */
export function requestedBump(changesets: Changeset[], names: string[]): BumpType | undefined {
  let highest = -1
  for (const c of changesets)
    for (const [name, bump] of Object.entries(c.releases))
      if (names.includes(name)) highest = Math.max(highest, ORDER.indexOf(bump))
  return highest < 0 ? undefined : ORDER[highest]
}

export interface ReleasePackage {
  name: string
  manifest: PackageManifest
}

const CORE = '@portico/core'

/**
 * The fixed group is what keeps a host on one version of everything it installs together:
 * @portico/core and every published package that peers on it must be in the same fixed group,
 * and the group may only name published packages. A peer on core must keep a minor release of
 * core inside its range (`workspace:0.x` while 0.x): with `workspace:*`, `^` or `~` changesets
 * bumps every dependent to a major on each minor release of core.
 */
export function fixedGroupProblems(config: ChangesetConfig, published: ReleasePackage[]): string[] {
  const problems: string[] = []
  const names = new Set(published.map((p) => p.name))
  const groups = config.fixed ?? []
  for (const group of groups)
    for (const name of group)
      if (!names.has(name)) problems.push(`fixed group names ${name}, which is not a published package`)
  if (!names.has(CORE)) return problems
  const group = groups.find((g) => g.includes(CORE))
  const family = published.filter((p) => p.name === CORE || p.manifest.peerDependencies?.[CORE])
  for (const p of family)
    if (!group?.includes(p.name))
      problems.push(
        `${p.name} ${p.name === CORE ? 'is core' : 'peers on @portico/core'}: add it to the fixed group of @portico/core in .changeset/config.json`,
      )
  for (const p of family) {
    const range = p.manifest.peerDependencies?.[CORE]
    if (range && /^workspace:[*^~]$/.test(range))
      problems.push(
        `${p.name} peers on @portico/core with ${range}: changesets would make every minor release a major; use workspace:0.x`,
      )
  }
  return problems
}

export interface VersionedPackage {
  name: string
  before: string
  after: string
  /** the CHANGELOG.md after `changeset version` (undefined: none) */
  changelog?: string
}

/**
 * What `changeset version` must have done: every fixed group at one version, moved by exactly the
 * highest bump its changesets ask for (a bigger jump is the peer trap above); every other package
 * moved by at most what it was asked (or a patch, as a dependent); a CHANGELOG entry for each new
 * version; every changeset consumed.
 */
export function versionProblems(
  packages: VersionedPackage[],
  changesets: Changeset[],
  config: ChangesetConfig,
  leftChangesets: string[],
): string[] {
  const problems: string[] = []
  const byName = new Map(packages.map((p) => [p.name, p]))
  const grouped = new Set<string>()
  for (const group of config.fixed ?? []) {
    const members = group.map((n) => byName.get(n)).filter((p): p is VersionedPackage => p !== undefined)
    for (const m of members) grouped.add(m.name)
    const versions = new Set(members.map((m) => m.after))
    if (versions.size > 1)
      problems.push(
        `the fixed group is at ${[...versions].join(', ')} after changeset version: ${members.map((m) => `${m.name}@${m.after}`).join(', ')}`,
      )
    const bump = requestedBump(changesets, group)
    const highestBefore = members
      .map((m) => m.before)
      .sort(compareVersions)
      .at(-1)
    const expected = bump && highestBefore ? nextVersion(highestBefore, bump) : highestBefore
    for (const m of members)
      if (m.after !== expected)
        problems.push(
          `${m.name}: ${m.before} → ${m.after}, but its changesets ask for ${bump ?? 'nothing'} (${expected})`,
        )
  }
  for (const p of packages) {
    if (grouped.has(p.name)) continue
    const bump = requestedBump(changesets, [p.name])
    const allowed = [p.before, nextVersion(p.before, 'patch'), ...(bump ? [nextVersion(p.before, bump)] : [])]
    if (!allowed.includes(p.after))
      problems.push(`${p.name}: ${p.before} → ${p.after}, but its changesets ask for ${bump ?? 'nothing'}`)
  }
  for (const p of packages)
    if (p.after !== p.before && !p.changelog?.includes(`## ${p.after}\n`))
      problems.push(`${p.name}: CHANGELOG.md has no entry for ${p.after}`)
  for (const file of leftChangesets) problems.push(`.changeset/${file} was not consumed by changeset version`)
  return problems
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0)
  return 0
}

/**
 * The packed manifest of a released package: its version, and every Portico package it names at
 * the released versions (a dependency exactly, a peer by a range that holds it).
 */
export function packedManifestProblems(manifest: PackageManifest, versions: Map<string, string>): string[] {
  const problems: string[] = []
  const own = versions.get(manifest.name)
  if (own && manifest.version !== own) problems.push(`packed as ${manifest.version}, released as ${own}`)
  for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
    const v = versions.get(name)
    if (v && range !== v) problems.push(`depends on ${name}@${range}, released as ${v}`)
  }
  for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
    const v = versions.get(name)
    if (v && !rangeHolds(range, v)) problems.push(`peers on ${name}@${range}, which does not hold ${v}`)
  }
  return problems
}

/** the ranges our manifests use: an exact version, `N.x`, `^N.N.N` */
function rangeHolds(range: string, version: string): boolean {
  if (range === version) return true
  const x = /^(\d+)\.x$/.exec(range)
  if (x) return version.split('.')[0] === x[1]
  const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range)
  if (caret) {
    const [M, m] = version.split('.').map(Number) as [number, number]
    const [cM, cm] = [Number(caret[1]), Number(caret[2])]
    return cM > 0
      ? M === cM && compareVersions(version, range.slice(1)) >= 0
      : M === 0 && m === cm && compareVersions(version, range.slice(1)) >= 0
  }
  return false
}
