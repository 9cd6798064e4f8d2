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
  licenseProblems,
  metadataProblems,
  sourceMapProblems,
} from './checkPackedPackage.js'

describe('checkPackedPackage', () => {
  it('issue 32: wants LICENSE, README, dist and a map per module; refuses tests, helpers, build info and other files', () => {
    expect(
      contentProblems([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'dist/index.js',
        'dist/index.js.map',
        'dist/index.d.ts',
        'dist/index.d.ts.map',
        'src/index.ts',
      ]),
    ).toEqual([])
    expect(
      contentProblems([
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/index.d.ts.map',
        'src/index.ts',
        'src/a.test.ts',
        'src/a.testSetup.ts',
        'dist/test/helpers.js',
        'src/__snapshots__/a.snap',
        'dist/tsconfig.build.tsbuildinfo',
        'scripts/build.mjs',
      ]),
    ).toEqual([
      'LICENSE is missing',
      'README.md is missing',
      'dist/index.js: its source map (dist/index.js.map) is missing',
      'src/a.test.ts: a test is published',
      'src/a.testSetup.ts: a test setup is published',
      'dist/test/helpers.js: a test helper is published',
      'src/__snapshots__/a.snap: a test helper is published',
      'dist/tsconfig.build.tsbuildinfo: build info is published',
      'scripts/build.mjs: only dist/ and src/ are published',
    ])
    expect(contentProblems(['package.json', 'README.md', 'LICENSE'])).toEqual([
      'dist/ is missing (build before packing)',
    ])
  })

  it("issue 32: every map's sources are files of the package", () => {
    const dir = mkdtempSync(join(tmpdir(), 'maps-'))
    mkdirSync(join(dir, 'dist/exports'), { recursive: true })
    mkdirSync(join(dir, 'src/exports'), { recursive: true })
    writeFileSync(join(dir, 'src/exports/index.ts'), 'export const a = 1\n')
    const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' })
    writeFileSync(join(dir, 'dist/exports/index.js.map'), map(['../../src/exports/index.ts']))
    writeFileSync(join(dir, 'dist/exports/gone.js.map'), map(['../../src/exports/gone.ts']))
    writeFileSync(join(dir, 'dist/exports/out.d.ts.map'), map(['../../../elsewhere/x.ts']))
    writeFileSync(join(dir, 'dist/exports/bad.js.map'), 'not json')
    const files = [
      'dist/exports/bad.js.map',
      'dist/exports/gone.js.map',
      'dist/exports/index.js.map',
      'dist/exports/out.d.ts.map',
      'src/exports/index.ts',
    ]
    expect(sourceMapProblems(dir, files)).toEqual([
      'dist/exports/bad.js.map: not a source map',
      'dist/exports/gone.js.map: its source ../../src/exports/gone.ts is not in the package',
      'dist/exports/out.d.ts.map: its source ../../../elsewhere/x.ts is not in the package',
    ])
  })

  it('issue 32: the release metadata is there and names the package’s own folder', () => {
    const expected = { license: 'MIT', repositoryUrl: 'git+https://github.com/o/r.git' }
    const good = {
      name: '@portico/x',
      version: '1.0.0',
      description: 'X',
      keywords: ['portico'],
      license: 'MIT',
      repository: { type: 'git', url: 'git+https://github.com/o/r.git', directory: 'packages/x' },
      homepage: 'https://github.com/o/r/tree/main/packages/x#readme',
      bugs: { url: 'https://github.com/o/r/issues' },
      publishConfig: { access: 'public' },
    }
    expect(metadataProblems(good, 'packages/x', expected)).toEqual([])
    expect(
      metadataProblems({ name: '@portico/server-kit', version: '0.1.0' }, 'packages/server-kit', expected),
    ).toEqual([
      'license must be MIT',
      'description is missing',
      'keywords are missing',
      "repository must be { type: 'git', url: 'git+https://github.com/o/r.git', directory: 'packages/server-kit' }",
      'homepage is missing',
      'bugs.url is missing',
      "publishConfig.access must be 'public'",
    ])
    expect(metadataProblems(good, 'packages/y', expected)).toHaveLength(1)
    expect(
      licenseProblems('MIT License\n\nCopyright (c) 2026 A\n', 'MIT License\n\nCopyright (c) 2026 A'),
    ).toEqual([])
    expect(licenseProblems('ISC License', 'MIT License')).toEqual([
      "LICENSE differs from the repository's LICENSE",
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
    // a dependency installed for a dependency's (optional) peer is used too
    expect(dependencyProblems(manifest, sources, new Set(['unused']))).not.toContain(
      'unused is a dependency but nothing in dist imports it',
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
