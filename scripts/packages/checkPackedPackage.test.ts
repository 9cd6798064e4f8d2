import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  clientDirectiveProblems,
  contentProblems,
  dependencyProblems,
  entryFiles,
  importedPackages,
} from './checkPackedPackage.js'

describe('checkPackedPackage', () => {
  it('finds sources, tests, test helpers and source maps in a tarball', () => {
    expect(
      contentProblems([
        'package.json',
        'README.md',
        'dist/index.js',
        'src/index.ts',
        'dist/a.test.js',
        'dist/test/helpers.js',
        'dist/index.js.map',
      ]),
    ).toEqual([
      'src/index.ts: only dist/ is published',
      'dist/a.test.js: a test is published',
      'dist/test/helpers.js: a test helper is published',
      'dist/index.js.map: source maps and build info are not published',
    ])
  })

  it('reads static, side-effect, dynamic, type and resolved imports, not relative or built-in ones', () => {
    const source = [
      "import { a } from '@scope/pkg/sub'",
      "export { b } from 'plain/deep/path.js'",
      "import type { C } from 'types-only'",
      "import 'side-effect'",
      "const m = await import('lazy-one')",
      "import x from './local.js'",
      "import fs from 'node:fs'",
      "import path from 'path'",
      "const bin = require.resolve('@tool/bin/package.json')",
    ].join('\n')
    expect(importedPackages(source)).toEqual([
      '@scope/pkg',
      '@tool/bin',
      'lazy-one',
      'plain',
      'side-effect',
      'types-only',
    ])
  })

  it('reports undeclared imports, unused dependencies and workspace ranges', () => {
    const manifest = {
      name: '@portico/x',
      version: '1.0.0',
      dependencies: { used: '^1', unused: '^1', '@portico/core': 'workspace:*' },
      peerDependencies: { react: '>=18', 'react-dom': '>=18' },
    }
    const sources = new Map([
      ['dist/index.js', "import 'used'\nimport 'react'\nimport 'missing'\nimport '@portico/core'"],
    ])
    expect(dependencyProblems(manifest, sources)).toEqual([
      'dist/index.js imports missing, which is not a dependency',
      'unused is a dependency but nothing in dist imports it',
      'react-dom is a dependency but nothing in dist imports it',
      '@portico/core: workspace:* was not replaced by a version',
    ])
    // a peer passed on for a dependency that peers on it is used
    expect(dependencyProblems(manifest, sources, new Set(['react-dom']))).not.toContain(
      'react-dom is a dependency but nothing in dist imports it',
    )
  })

  it('expands wildcard exports over the packed files and skips type entries', () => {
    const manifest = {
      name: 'x',
      version: '1.0.0',
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './features/*': { types: './dist/features/*/index.d.ts', default: './dist/features/*/index.js' },
      },
    }
    const files = [
      'dist/index.js',
      'dist/features/send/index.js',
      'dist/features/send/deep/index.js',
      'dist/features/receive/index.js',
    ]
    expect(entryFiles(manifest, files)).toEqual([
      'dist/index.js',
      'dist/features/send/index.js',
      'dist/features/receive/index.js',
    ])
  })

  it("wants 'use client' on every entry point of a package that peers on React", () => {
    const dir = mkdtempSync(join(tmpdir(), 'use-client-'))
    mkdirSync(join(dir, 'dist'))
    writeFileSync(join(dir, 'dist/index.js'), "'use client';\nexport const a = 1\n")
    writeFileSync(join(dir, 'dist/buttons.js'), 'export const b = 1\n')
    const manifest = {
      name: 'x',
      version: '1.0.0',
      peerDependencies: { react: '>=18' },
      exports: { '.': './dist/index.js', './buttons': './dist/buttons.js' },
    }
    const files = ['dist/index.js', 'dist/buttons.js']
    expect(clientDirectiveProblems(manifest, dir, files)).toEqual([
      "dist/buttons.js: an entry point of a React package must start with 'use client'",
    ])
    expect(clientDirectiveProblems({ ...manifest, peerDependencies: {} }, dir, files)).toEqual([])
  })
})
