import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { entrySpecifiers, serverImportProblems } from './serverImportProblems.js'

const host = mkdtempSync(join(tmpdir(), 'portico-ssr-'))
const fakePackage = (name: string, files: Record<string, string>, exportsField: unknown) => {
  const dir = join(host, 'node_modules', name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, type: 'module', exports: exportsField }))
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dir, file), code)
}
afterAll(() => rmSync(host, { recursive: true, force: true }))

describe('server imports (SSR hosts)', () => {
  it('lists every entry point of a package, without wildcards, JSON or CSS', () => {
    expect(
      entrySpecifiers('@portico/core', {
        '.': { default: './dist/index.js' },
        './internal': './dist/internal.js',
        './features/*': './dist/features/*/index.js',
        './package.json': './package.json',
        './styles.css': './dist/styles.css',
      }),
    ).toEqual(['@portico/core', '@portico/core/internal'])
    expect(entrySpecifiers('plain', undefined)).toEqual(['plain'])
  })

  it('an entry that touches window, document, localStorage or fetch when imported is reported; a safe one is not', () => {
    fakePackage(
      'safe',
      { 'index.js': 'export const read = () => window.localStorage' },
      { '.': './index.js' },
    )
    fakePackage(
      'eager',
      {
        'index.js': 'export const width = window.innerWidth',
        'storage.js': "export const saved = localStorage.getItem('x')",
        'net.js': "await fetch('http://127.0.0.1:9')",
      },
      { '.': './index.js', './storage': './storage.js', './net': './net.js' },
    )
    expect(serverImportProblems(host, ['safe', 'eager'])).toEqual([
      'eager: Error: window touched at import',
      'eager/storage: Error: localStorage touched at import',
      'eager/net: Error: fetch touched at import',
    ])
  })
})
