// What a packed package must hold, checked on the unpacked tarball (what npm users get), not on
// the workspace: publint and are-the-types-wrong cover the manifest and the types; these cover
// the rest of the house rules (see docs/architecture.md, "Packaging"):
// - the tarball has dist only: no sources, no tests, no test helpers, no source maps;
// - a package that peers on React marks every entry point 'use client' (RSC hosts);
// - every package it imports (code and types) is declared (dependency or peer), every declared
//   dependency is imported (no unused dependencies), no `workspace:` range is left.
// Written here rather than with knip/depcheck: those read the workspace sources (tests included);
// the published files are what a host installs.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import type { PackageManifest } from './publishedPackages.js'

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort()
}

/** Files a tarball must not ship: sources, tests, test helpers, source maps, build info. */
export function contentProblems(files: string[]): string[] {
  const problems: string[] = []
  for (const file of files) {
    if (file === 'package.json' || file === 'README.md' || file === 'LICENSE' || file === 'CHANGELOG.md')
      continue
    if (!file.startsWith('dist/')) problems.push(`${file}: only dist/ is published`)
    else if (/\.test\.|\.e2e\./.test(file)) problems.push(`${file}: a test is published`)
    else if (/(^|\/)(test|__snapshots__)\//.test(file.slice('dist/'.length)))
      problems.push(`${file}: a test helper is published`)
    else if (/\.map$|\.tsbuildinfo$/.test(file))
      problems.push(`${file}: source maps and build info are not published`)
  }
  return problems
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
 * (react-dom for @portico/react, whose @portico/ui renders with it) counts as used.
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
    if (!used.has(name) && !(name in (manifest.peerDependencies ?? {}) && peersOfDependencies.has(name)))
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
