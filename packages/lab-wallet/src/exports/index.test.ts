import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as bitcoin from './bitcoin.js'
import * as cosmos from './cosmos.js'
import * as main from './index.js'
import * as polkadot from './polkadot.js'
import * as solana from './solana.js'

/** every package a module reaches through its relative imports (code only), and what it reached */
function reach(entry: string) {
  const builtins = new Set(builtinModules)
  const seen = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    const statics = text.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+from\s+)?['"]([^'"]+)['"]/gm,
    )
    const dynamics = text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)
    const specs = [
      ...[...statics].filter((m) => !m[1]).map((m) => m[2] as string),
      ...[...dynamics].map((m) => m[1] as string),
    ]
    for (const spec of specs) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
      else packages.add(spec.startsWith('node:') || builtins.has(spec) ? `node builtin ${spec}` : spec)
    }
  }
  visit(fileURLToPath(new URL(entry, import.meta.url)))
  return { files: seen.size, packages: [...packages].sort() }
}

describe('@portico/lab-wallet entries', () => {
  it('the main entry is the EVM lab wallet: it loads viem only (an EVM host’s tests install nothing more)', () => {
    expect(Object.keys(main).sort()).toEqual([
      'DEVNET_ACCOUNTS',
      'DEVNET_BALANCE_ETH',
      'DEVNET_CHAINS',
      'DEVNET_MNEMONIC',
      'LAB_WALLET_INFO',
      'ProviderRpcError',
      'announceLabWallet',
      'createApprovalQueue',
      'createLabWallet',
      'createMemoryKeyValueStorage',
      'devnetNetwork',
      'labNftCardSvg',
      'labNftMetadataUri',
      'mountApprovalPrompt',
    ])
    expect(reach('./index.ts').packages).toEqual(['viem', 'viem/accounts'])
  })

  it('each namespace entry loads its own SDK, and no entry loads a Node built-in', () => {
    expect(reach('./bitcoin.ts').packages).toEqual(['bitcoinjs-lib', 'viem', 'viem/accounts'])
    expect(reach('./cosmos.ts').packages).toEqual(['@cosmjs/amino', '@cosmjs/proto-signing'])
    expect(reach('./polkadot.ts').packages).toEqual([
      '@polkadot/api',
      '@polkadot/keyring',
      '@polkadot/types-support/metadata/static-polkadot',
      '@polkadot/util',
      '@polkadot/util-crypto',
    ])
    expect(reach('./solana.ts').packages.every((p) => /^@(solana|wallet-standard)\//.test(p))).toBe(true)
    expect(reach('./internal.ts').packages.filter((p) => p.startsWith('node builtin'))).toEqual([])
    for (const entry of [bitcoin, cosmos, polkadot, solana])
      expect(Object.keys(entry).length).toBeGreaterThan(3)
  })
})
