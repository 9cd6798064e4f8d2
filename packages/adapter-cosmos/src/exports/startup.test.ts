// DESIGN "Light": importing the adapter entry must not load @cosmjs/* — amino, proto-signing
// and stargate load on the first action through dynamic import(). The static import graph of
// the entry is walked (type-only imports and import() excluded) and its packages listed.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const STATIC_RE = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function staticPackages(entry: string) {
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_RE)) {
      const spec = m[1] as string
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
      else packages.add(spec)
    }
  }
  visit(entry)
  return { files: seen.size, packages: [...packages].sort() }
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

it('the entry imports only @portico/core at startup', () => {
  const { files, packages } = staticPackages(here('./index.ts'))
  expect(files).toBeGreaterThan(3)
  expect(packages).toEqual(['@portico/core/internal'])
})

it('the lazy chunks are where @cosmjs/* is (the walk does see it)', () => {
  expect(staticPackages(here('../cosmosActions.ts')).packages).toContain('@cosmjs/amino')
  expect(staticPackages(here('../cosmosSend.ts')).packages).toContain('@cosmjs/stargate')
  const adapter = readFileSync(here('../cosmosAdapter.ts'), 'utf8')
  expect(adapter).toContain("import('./cosmosActions.js')")
  expect(adapter).toContain("import('./cosmosSend.js')")
  // WalletConnect (walletConnectKeplr.ts) is a lazy chunk too
  expect(staticPackages(here('../walletConnectKeplr.ts')).packages).toContain('@cosmjs/amino')
  expect(adapter).toContain("import('./walletConnectKeplr.js')")
})
