// What a packed package must hold, checked on the unpacked tarball (what npm users get), not on
// the workspace: publint and are-the-types-wrong cover the manifest and the types; these cover
// the rest of the house rules (see docs/architecture.md, "Packaging"):
// - the tarball has LICENSE, README.md, dist and the sources its maps point at (src without
//   tests, test helpers or snapshots); every .js and .d.ts has its map and every map's sources
//   are in the tarball (a host's debugger and "go to definition" land in our TypeScript);
// - the manifest has the release metadata (license, description, keywords, repository with its
//   directory, homepage, bugs, public access) and the LICENSE is the repository's;
// - a package that peers on React marks every entry point 'use client' (RSC hosts);
// - every package it imports (code and types) is declared (dependency or peer), every declared
//   dependency is imported (no unused dependencies), no `workspace:` range is left.
// Written here rather than with knip/depcheck: those read the workspace sources (tests included);
// the published files are what a host installs.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative } from 'node:path'
import type { PackageManifest } from './publishedPackages.js'

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort()
}

/** Files a tarball must ship (LICENSE, README, maps) and must not (tests, helpers, build info, other files). */
export function contentProblems(files: string[]): string[] {
  const problems: string[] = []
  const has = new Set(files)
  for (const required of ['LICENSE', 'README.md'])
    if (!has.has(required)) problems.push(`${required} is missing`)
  if (!files.some((f) => f.startsWith('dist/'))) problems.push('dist/ is missing (build before packing)')
  for (const file of files) {
    if (file === 'package.json' || file === 'README.md' || file === 'LICENSE' || file === 'CHANGELOG.md')
      continue
    const inner = file.replace(/^(dist|src)\//, '')
    if (!/^(dist|src)\//.test(file)) problems.push(`${file}: only dist/ and src/ are published`)
    else if (/\.test\.|\.e2e\./.test(file)) problems.push(`${file}: a test is published`)
    else if (/\.testSetup\./.test(file)) problems.push(`${file}: a test setup is published`)
    else if (/(^|\/)(test|__snapshots__)\//.test(inner)) problems.push(`${file}: a test helper is published`)
    else if (/\.tsbuildinfo$/.test(file)) problems.push(`${file}: build info is published`)
    else if (file.startsWith('dist/') && /\.(js|d\.ts)$/.test(file) && !has.has(`${file}.map`))
      problems.push(`${file}: its source map (${file}.map) is missing`)
  }
  return problems
}

/** Every map's sources must be files of the tarball (dir: the unpacked package). */
export function sourceMapProblems(dir: string, files: string[]): string[] {
  const problems: string[] = []
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    let map: { sources?: unknown }
    try {
      map = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { sources?: unknown }
    } catch {
      problems.push(`${file}: not a source map`)
      continue
    }
    const sources = Array.isArray(map.sources) ? (map.sources as string[]) : []
    if (sources.length === 0) problems.push(`${file}: names no sources`)
    for (const source of sources) {
      const target = relative(dir, join(dir, dirname(file), source))
        .split('\\')
        .join('/')
      if (target.startsWith('..') || !existsSync(join(dir, target)))
        problems.push(`${file}: its source ${source} is not in the package`)
    }
  }
  return problems
}

/** What the repository's own manifest says every published package must say too. */
export interface ReleaseMetadata {
  repositoryUrl: string
  license: string
}

/** The release metadata of a packed manifest (`directory`: the package's folder in the repository). */
export function metadataProblems(
  manifest: PackageManifest,
  directory: string,
  expected: ReleaseMetadata,
): string[] {
  const problems: string[] = []
  if (manifest.license !== expected.license) problems.push(`license must be ${expected.license}`)
  if (!manifest.description?.trim()) problems.push('description is missing')
  if (!manifest.keywords?.length) problems.push('keywords are missing')
  const repo = manifest.repository
  if (typeof repo !== 'object' || repo?.url !== expected.repositoryUrl || repo.directory !== directory)
    problems.push(
      `repository must be { type: 'git', url: '${expected.repositoryUrl}', directory: '${directory}' }`,
    )
  if (!manifest.homepage?.startsWith('https://')) problems.push('homepage is missing')
  if (!manifest.bugs?.url?.startsWith('https://')) problems.push('bugs.url is missing')
  if (manifest.publishConfig?.access !== 'public') problems.push("publishConfig.access must be 'public'")
  return problems
}

/** The package's LICENSE must be the repository's (MIT wants its notice in every copy). */
export function licenseProblems(packageLicense: string | undefined, rootLicense: string): string[] {
  if (packageLicense === undefined) return []
  return packageLicense.trim() === rootLicense.trim() ? [] : ["LICENSE differs from the repository's LICENSE"]
}

const BUILTINS = new Set(builtinModules)
const IMPORT_PATTERNS = [
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;}])import\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  // resolved at run time (a binary or a file inside the package)
  /\b(?:require|import\.meta)\.resolve\(\s*['"]([^'"]+)['"]/g,
]

/** The packages a module's text imports (static, side-effect, dynamic; code or declarations). */
export function importedPackages(source: string): string[] {
  const found = new Set<string>()
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of source.matchAll(pattern)) {
      const name = packageName(m[1] as string)
      if (name) found.add(name)
    }
  }
  return [...found].sort()
}

function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string)
  return BUILTINS.has(name) ? undefined : name
}

/**
 * Undeclared imports, unused dependencies and `workspace:` ranges left in the manifest.
 * `peersOfDependencies`: what this package's dependencies peer on; a peer passed on for them
 * (react-dom for @portico/react, whose @portico/ui renders with it), or a dependency provided for
 * one (the namespace SDKs @portico/testing installs for @portico/lab-wallet's entries), counts as
 * used.
 */
export function dependencyProblems(
  manifest: PackageManifest,
  sources: Map<string, string>,
  peersOfDependencies: ReadonlySet<string> = new Set(),
): string[] {
  const declared = { ...manifest.dependencies, ...manifest.peerDependencies }
  const used = new Map<string, string>()
  for (const [file, text] of sources)
    for (const name of importedPackages(text)) if (!used.has(name)) used.set(name, file)
  const problems: string[] = []
  for (const [name, file] of used) {
    if (name !== manifest.name && !(name in declared))
      problems.push(`${file} imports ${name}, which is not a dependency`)
  }
  for (const name of Object.keys(declared)) {
    if (!used.has(name) && !peersOfDependencies.has(name))
      problems.push(`${name} is a dependency but nothing in dist imports it`)
  }
  for (const [name, range] of Object.entries(declared)) {
    if (range.startsWith('workspace:')) problems.push(`${name}: ${range} was not replaced by a version`)
  }
  return problems
}

/** The JS files the manifest's exports point at (wildcard subpaths expanded over the files). */
export function entryFiles(manifest: PackageManifest, files: string[]): string[] {
  const targets: string[] = []
  const visit = (value: unknown, condition?: string) => {
    if (typeof value === 'string') {
      if (condition !== 'types') targets.push(value.replace(/^\.\//, ''))
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, key.startsWith('.') ? condition : key)
    }
  }
  visit(manifest.exports)
  return targets.flatMap((target) => {
    if (!target.includes('*')) return [target]
    const [before, after] = target.split('*') as [string, string]
    return files.filter(
      (f) =>
        f.startsWith(before) &&
        f.endsWith(after) &&
        !f.slice(before.length, -after.length || undefined).includes('/'),
    )
  })
}

/** A package that peers on React must start every entry point with 'use client'. */
export function clientDirectiveProblems(manifest: PackageManifest, dir: string, files: string[]): string[] {
  if (!manifest.peerDependencies?.react) return []
  return entryFiles(manifest, files)
    .filter(
      (entry) =>
        !existsSync(join(dir, entry)) ||
        !/^\s*['"]use client['"]/.test(readFileSync(join(dir, entry), 'utf8')),
    )
    .map((entry) => `${entry}: an entry point of a React package must start with 'use client'`)
}
